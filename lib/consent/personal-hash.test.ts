import { describe, expect, it } from '@jest/globals';
import * as cli from '../../scripts/leads-privacy.mjs';
import { DEMO_PERSONAL_HASH_SECRET, payloadEmail, personalHash } from './personal-hash';

describe('personalHash (HMAC-SHA256 of the normalised value)', () => {
  it('is HMAC-SHA256 of the lower-case value: a known vector', () => {
    const vector = '7486bd70e6574a2755b8ea4daeb283de65da7e6b055453807d1572d72599cfef';
    expect(personalHash('key', 'the quick brown fox jumps over the lazy dog')).toBe(vector);
    expect(personalHash('key', 'The quick brown fox jumps over the lazy dog ')).toBe(vector);
  });

  it.each([
    ['case and surrounding spaces', ' Ana.Perez@Correo.COM ', 'ana.perez@correo.com'],
    ['Unicode compatibility forms (NFKC)', 'ａｎａ@correo.com', 'ana@correo.com'],
    ['composed and decomposed accents', 'jose\u0301@correo.com', 'josé@correo.com'],
  ])('one spelling per value: %s', (_label, a, b) => {
    expect(personalHash('k', a)).toBe(personalHash('k', b));
  });

  it('depends on the key, and is empty for an empty value', () => {
    expect(personalHash('k1', 'ana@correo.com')).not.toBe(personalHash('k2', 'ana@correo.com'));
    expect(personalHash('k', '  ')).toBe('');
  });

  it.each(['ana@correo.com', ' Ana@Correo.com', 'ｊｏｓｅ@correo.com', 'jose\u0301@correo.com', ''])('scripts/leads.mjs computes the same hash for %j', (value) => {
    expect(cli.DEMO_PERSONAL_HASH_SECRET).toBe(DEMO_PERSONAL_HASH_SECRET);
    expect(cli.personalHash(DEMO_PERSONAL_HASH_SECRET, value)).toBe(personalHash(DEMO_PERSONAL_HASH_SECRET, value));
  });
});

describe('payloadEmail: the submitter’s e-mail in each payload of rules §3', () => {
  it.each([
    ['lead', { contact: { email: 'a@correo.com' } }, 'a@correo.com'],
    ['potential', { potential: { email: 'b@correo.com' } }, 'b@correo.com'],
    ['landing form, web case, subscription', { email: 'c@correo.com', referred: { email: 'otra@correo.com' } }, 'c@correo.com'],
    ['none', { contact: { email: '  ' } }, ''],
    ['not a string', { email: 42 }, ''],
  ])('%s', (_label, payload, email) => {
    expect(payloadEmail(payload)).toBe(email);
  });
});
