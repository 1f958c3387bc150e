import { createHash } from 'node:crypto';
import { canonicalJson, submissionFingerprint } from './fingerprint';

const base = { kind: 'lead' as const, formId: 'f1', pathname: '/contacto', values: { name: 'Ana', email: 'ana@example.com', accept: true } };

describe('canonicalJson', () => {
  it.each([
    ['sorts keys at every level', { b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } }, '{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}'],
    ['drops undefined properties like JSON', { a: undefined, b: 'x' }, '{"b":"x"}'],
    ['keeps strings escaped', { 'k"': 'ñ\n' }, '{"k\\"":"ñ\\n"}'],
    ['undefined in arrays becomes null', [1, undefined], '[1,null]'],
    ['scalars', 'texto', '"texto"'],
  ])('%s', (_label, value, expected) => {
    expect(canonicalJson(value)).toBe(expected);
  });
});

describe('submissionFingerprint', () => {
  it('is the sha256 hex of the canonical JSON of kind, formId, pathname and values', () => {
    const expected = createHash('sha256')
      .update('{"formId":"f1","kind":"lead","pathname":"/contacto","values":{"accept":true,"email":"ana@example.com","name":"Ana"}}')
      .digest('hex');
    expect(submissionFingerprint(base)).toBe(expected);
  });

  it('does not depend on key order', () => {
    const reordered = { values: { accept: true, email: 'ana@example.com', name: 'Ana' }, pathname: '/contacto', formId: 'f1', kind: 'lead' as const };
    expect(submissionFingerprint(reordered)).toBe(submissionFingerprint(base));
  });

  it.each([
    ['another value', { ...base, values: { ...base.values, name: 'Ana María' } }],
    ['another form', { ...base, formId: 'f2' }],
    ['another page', { ...base, pathname: '/admisiones' }],
    ['another kind', { ...base, kind: 'potential' as const }],
  ])('changes with %s', (_label, other) => {
    expect(submissionFingerprint(other)).not.toBe(submissionFingerprint(base));
  });
});
