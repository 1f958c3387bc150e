import 'server-only';
import { env } from '@/lib/config/env';
import { formKey, makeFormToken, readFormToken } from './form-token';

let key: { secret: string; key: Buffer } | undefined;

/** The key that signs render tokens and form clocks (lib/forms/form-token.ts), from CLIENT_TOKEN_SECRET. */
export function formSecret(): Buffer {
  const secret = env().CLIENT_TOKEN_SECRET;
  if (key?.secret !== secret) key = { secret, key: formKey(secret) };
  return key.key;
}

/** The render token of form `formId` on the page at `pathname`, made now, as the page renders it. */
export const renderToken = (formId: string, pathname: string) => makeFormToken(formSecret(), formId, pathname, Date.now());

/**
 * When form `formId` on the page at `pathname` was rendered, by its render token (ms): where the
 * fill time of either way in starts (rules §5); null when the token is missing or not ours.
 */
export const renderedAt = (token: string, formId: string, pathname: string) => readFormToken(formSecret(), token, formId, pathname);
