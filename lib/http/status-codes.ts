/**
 * The stable `code` of an error answer whose status alone says what went wrong. A client tells
 * refusals apart by their code, never by the wording of the Spanish `error` meant for people.
 * Pure data (no server import): the forms' error table reads it in the browser bundle too.
 */
export const STATUS_CODES = {
  400: 'invalid',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  422: 'invalid_fields',
  429: 'rate_limited',
  503: 'unavailable',
} as const;
export type ErrorStatus = keyof typeof STATUS_CODES;
export type StatusCode = (typeof STATUS_CODES)[ErrorStatus];

/** The status whose code this is (each code stands for one status). */
export const STATUS_OF = Object.fromEntries(Object.entries(STATUS_CODES).map(([status, code]) => [code, Number(status)])) as Record<StatusCode, ErrorStatus>;
