/**
 * The refusals of POST /api/forms/{kind}. Every error answer carries a stable `code` next to its
 * Spanish `error`; the route answers the status and message of its code from this table, and the
 * form in the browser maps the code it gets back to what the visitor reads. Nothing on either side
 * ever looks at the wording. A form sent without scripts gets the same status and message, on the
 * page rendered again. Pure data, safe for the browser bundle.
 */
import { STATUS_OF, type StatusCode } from '@/lib/http/status-codes';

type Refusal = { status: number; message: string };

/** The refusals whose code lib/http answers by status (STATUS_CODES): the form's wording only. */
const BY_STATUS_CODE = {
  not_found: 'Formulario no encontrado',
  // A form post from another site (docs/decisions/0010-forms-without-scripts.md).
  forbidden: 'Este formulario solo se puede enviar desde nuestro sitio.',
  rate_limited: 'Has enviado demasiadas solicitudes. Intenta de nuevo en un momento.',
  // The body checks of lib/http/json.ts (readJsonBody) answer these three by their status.
  unsupported_media_type: 'Se espera un cuerpo JSON',
  too_large: 'Cuerpo demasiado grande',
  invalid: 'Datos inválidos',
  invalid_fields: 'Revisa los campos marcados',
  unavailable: 'No pudimos procesar tu solicitud en este momento. Intenta de nuevo en unos minutos.',
} as const satisfies Partial<Record<StatusCode, string>>;

/** The forms route's own refusals, each with its status. */
const FORM_ONLY = {
  missing_idempotency_key: { status: 400, message: 'Falta la cabecera Idempotency-Key o no es válida' },
  rejected: { status: 400, message: 'Solicitud rechazada' },
  too_fast: { status: 400, message: 'Envío demasiado rápido' },
  in_future: { status: 400, message: 'La hora de inicio del formulario no es válida. Recarga la página e intenta de nuevo.' },
  idempotency_conflict: { status: 409, message: 'Esta solicitud ya se envió con otros datos. Recarga la página para enviar una nueva.' },
  // A form sent without scripts whose render token is missing or not ours (a page of an older
  // deployment, a forged post): the page comes back with a fresh one and the values kept.
  expired_form: { status: 400, message: 'El formulario venció. Revisa tus datos y vuelve a enviarlo.' },
  // The privacy notice the page showed is not the one in force (docs/decisions/0012-consent-records.md).
  stale_notice: { status: 409, message: 'El aviso de privacidad cambió. Recarga la página, léelo y vuelve a enviar el formulario.' },
} as const satisfies Record<string, Refusal>;

/** Each message with the status lib/http gives its code, so the two never disagree. */
function withHttpStatus<C extends StatusCode>(messages: Record<C, string>): Record<C, Refusal> {
  const entries = (Object.entries(messages) as [C, string][]).map(([code, message]) => [code, { status: STATUS_OF[code], message }]);
  return Object.fromEntries(entries) as Record<C, Refusal>;
}

export const FORM_ERRORS = { ...withHttpStatus(BY_STATUS_CODE), ...FORM_ONLY } satisfies Record<string, Refusal>;

export type FormErrorCode = keyof typeof FORM_ERRORS;

export const isFormErrorCode = (code: unknown): code is FormErrorCode => typeof code === 'string' && Object.hasOwn(FORM_ERRORS, code);

/** What the visitor reads for a refusal's code; null for a missing or unknown code. */
export function formErrorMessage(code: unknown): string | null {
  return isFormErrorCode(code) ? FORM_ERRORS[code].message : null;
}

/** The parts of an error answer the form uses: its code and, for 422, the message per field. */
export type FormRefusal = { code: FormErrorCode | null; fields: Record<string, string> };

/** Read an error answer's body (anything: it may not even be JSON) into a FormRefusal. */
export function readRefusal(body: unknown): FormRefusal {
  const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const fields: Record<string, string> = {};
  if (typeof answer.fields === 'object' && answer.fields !== null) {
    for (const [name, message] of Object.entries(answer.fields)) if (typeof message === 'string') fields[name] = message;
  }
  return { code: isFormErrorCode(answer.code) ? answer.code : null, fields };
}
