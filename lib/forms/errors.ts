/**
 * The refusals of POST /api/forms/{kind}. Every error answer carries a stable `code` next to its
 * Spanish `error`; the route answers the status and message of its code from this table, and the
 * form in the browser maps the code it gets back to what the visitor reads. Nothing on either side
 * ever looks at the wording. Pure data, safe for the browser bundle.
 */
export const FORM_ERRORS = {
  not_found: { status: 404, message: 'Formulario no encontrado' },
  rate_limited: { status: 429, message: 'Has enviado demasiadas solicitudes. Intenta de nuevo en un momento.' },
  missing_idempotency_key: { status: 400, message: 'Falta la cabecera Idempotency-Key o no es válida' },
  // The body checks of lib/http/json.ts (readJsonBody) answer these three by their status.
  unsupported_media_type: { status: 415, message: 'Se espera un cuerpo JSON' },
  too_large: { status: 413, message: 'Cuerpo demasiado grande' },
  invalid: { status: 400, message: 'Datos inválidos' },
  rejected: { status: 400, message: 'Solicitud rechazada' },
  too_fast: { status: 400, message: 'Envío demasiado rápido' },
  in_future: { status: 400, message: 'La hora de inicio del formulario no es válida. Recarga la página e intenta de nuevo.' },
  invalid_fields: { status: 422, message: 'Revisa los campos marcados' },
  idempotency_conflict: { status: 409, message: 'Esta solicitud ya se envió con otros datos. Recarga la página para enviar una nueva.' },
  unavailable: { status: 503, message: 'No pudimos procesar tu solicitud en este momento. Intenta de nuevo en unos minutos.' },
} as const satisfies Record<string, { status: number; message: string }>;

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
