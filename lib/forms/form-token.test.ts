/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { formKey, formPostKey, makeFormClock, makeFormToken, readFormClock, readFormToken } from './form-token';

const key = formKey('un-secreto-de-prueba');
const other = formKey('otro-secreto');
const AT = Date.UTC(2026, 10, 24, 12, 0, 0, 123);

describe('the render token', () => {
  const token = makeFormToken(key, 'co-form-landing', '/landing/pregrado', AT);

  it('says when its form was rendered, for that form on that page only', () => {
    expect(readFormToken(key, token, 'co-form-landing', '/landing/pregrado')).toBe(AT);
    expect(readFormToken(key, token, 'co-form-contacto', '/landing/pregrado')).toBeNull();
    expect(readFormToken(key, token, 'co-form-landing', '/contacto')).toBeNull();
    expect(readFormToken(other, token, 'co-form-landing', '/landing/pregrado')).toBeNull();
  });

  it.each(['', 'x', `${token}.x`, token.replace(/^[0-9a-z]+/, (t) => (parseInt(t, 36) - 60_000).toString(36)), `${token.slice(0, -1)}A`, '!!!.abc'])(
    'refuses %j (absent, malformed, or an earlier time with the same signature)',
    (forged) => {
      expect(readFormToken(key, forged, 'co-form-landing', '/landing/pregrado')).toBeNull();
    },
  );
});

describe('the form clock', () => {
  it('says when the browser last received a page, and nothing when it is not ours', () => {
    expect(readFormClock(key, makeFormClock(key, AT))).toBe(AT);
    expect(readFormClock(other, makeFormClock(key, AT))).toBeNull();
    expect(readFormClock(key, undefined)).toBeNull();
    expect(readFormClock(key, makeFormClock(key, AT).replace(/^[0-9a-z]+/, (t) => (parseInt(t, 36) - 60_000).toString(36)))).toBeNull();
    // A render token is not a clock: each signs its own kind of text.
    expect(readFormClock(key, makeFormToken(key, 'f', '/', AT))).toBeNull();
  });
});

describe('formPostKey', () => {
  it('is a UUID-shaped key (version 8), the same for the same render and values, another otherwise', () => {
    const k = formPostKey('render-1', 'fingerprint-a');
    expect(k).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(formPostKey('render-1', 'fingerprint-a')).toBe(k);
    expect(formPostKey('render-2', 'fingerprint-a')).not.toBe(k);
    expect(formPostKey('render-1', 'fingerprint-b')).not.toBe(k);
  });
});
