import { describe, expect, it } from '@jest/globals';
import { STATUS_CODES } from '@/lib/http/status-codes';
import { FORM_ERRORS, formErrorMessage, isFormErrorCode, readRefusal } from './errors';

/** What the visitor reads for each code the forms route answers (the form never reads wording). */
describe('formErrorMessage', () => {
  it.each<[unknown, string | null]>([
    ['too_fast', 'Envío demasiado rápido'],
    ['in_future', 'La hora de inicio del formulario no es válida. Recarga la página e intenta de nuevo.'],
    ['rate_limited', 'Has enviado demasiadas solicitudes. Intenta de nuevo en un momento.'],
    ['idempotency_conflict', 'Esta solicitud ya se envió con otros datos. Recarga la página para enviar una nueva.'],
    ['not_found', 'Formulario no encontrado'],
    ['invalid_fields', 'Revisa los campos marcados'],
    ['unavailable', 'No pudimos procesar tu solicitud en este momento. Intenta de nuevo en unos minutos.'],
    ['too_large', 'Cuerpo demasiado grande'],
    ['an_unknown_code', null],
    ['toString', null],
    ['__proto__', null],
    [undefined, null],
    [429, null],
  ])('%j → %j', (code, message) => {
    expect(formErrorMessage(code)).toBe(message);
  });
});

describe('the refusal codes', () => {
  it('agree with the codes lib/http answers by status (the body checks of every JSON route)', () => {
    for (const status of [400, 404, 413, 415, 422, 429, 503] as const) {
      const code = STATUS_CODES[status];
      expect([code, isFormErrorCode(code) && FORM_ERRORS[code].status]).toEqual([code, status]);
    }
  });

  it('are each a 4xx, or a 503 the form keeps and sends again', () => {
    for (const { status } of Object.values(FORM_ERRORS)) expect(status === 503 || (status >= 400 && status < 500)).toBe(true);
  });
});

describe('readRefusal', () => {
  it.each<[string, unknown, ReturnType<typeof readRefusal>]>([
    ['a coded refusal', { code: 'too_fast', error: 'Envío demasiado rápido' }, { code: 'too_fast', fields: {} }],
    ['the wording alone is not a code', { error: 'Envío demasiado rápido' }, { code: null, fields: {} }],
    ['an unknown code', { code: 'nope', error: 'x' }, { code: null, fields: {} }],
    ['field messages, keeping only strings', { code: 'invalid_fields', fields: { email: 'Correo no válido', age: 3 } }, { code: 'invalid_fields', fields: { email: 'Correo no válido' } }],
    ['no body (not JSON)', null, { code: null, fields: {} }],
    ['a string body', 'Bad gateway', { code: null, fields: {} }],
  ])('%s', (_name, body, expected) => {
    expect(readRefusal(body)).toEqual(expected);
  });
});
