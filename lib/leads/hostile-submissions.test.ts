/**
 * 2,000 hostile submissions straight into the form route's handler (no built site needed):
 * wrong types, huge and deeply nested bodies, prototype-pollution keys, CRLF, wrong content
 * types, a filled honeypot, spoofed X-Forwarded-For. Each gets a 4xx with a Spanish JSON error,
 * none a 5xx or an exception, and the outbox stays empty. The handler runs against the embedded
 * content service (form definitions) and a fresh DATA_DIR (the outbox it would write to).
 *
 * @jest-environment node
 */
import fc from 'fast-check';
import { FORM_ERRORS, isFormErrorCode } from '@/lib/forms/errors';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/rate-limit';
import { setUpFormRoute } from '@/test/form-route';
import { LEAD_FORM as FORM, LEAD_VALUES as VALID_VALUES } from '@/test/lead-values';
import { openSqliteOutbox } from './sqlite-store';

const route = setUpFormRoute();
const REQUIRED = Object.keys(VALID_VALUES);
const POLLUTERS = ['__proto__', 'constructor', 'prototype'];

type Label = 'wrongType' | 'huge' | 'deep' | 'pollution' | 'crlf' | 'contentType' | 'honeypot' | 'spoofedIp' | 'badJson' | 'kind' | 'key';
type Case = { label: Label; kind: string; contentType: string | null; key: string | null; ip: string; body: string };

/** What each fault may be answered (429: the per-address limit, whatever the fault). */
const EXPECTED: Record<Label, number[]> = {
  wrongType: [400, 404, 429], // 404: a well-typed formId that is no form
  huge: [413, 429],
  deep: [400, 404, 413, 422, 429], // 413: 10,000 levels of objects pass 32 KiB
  pollution: [400, 404, 422, 429],
  crlf: [400, 404, 422, 429],
  contentType: [415, 429],
  honeypot: [400, 429],
  spoofedIp: [400, 429],
  badJson: [400, 429],
  kind: [404, 429],
  key: [400, 429],
};

const envelope = (over: Record<string, unknown> = {}) => ({
  formId: FORM.formId,
  pathname: FORM.pathname,
  token: route.token(FORM, 60_000),
  website: '',
  notice: FORM.notice,
  values: { ...VALID_VALUES },
  ...over,
});
const ip = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `198.${a}.${b}.${c}`);
const base = (label: Label, body: string, over: Partial<Case> = {}) => fc.tuple(ip, fc.uuid()).map(([addr, key]) => ({ label, kind: FORM.kind, contentType: 'application/json', key, ip: addr, body, ...over }));
const nested = (depth: number, open: string, close: string, leaf: string) => open.repeat(depth) + leaf + close.repeat(depth);
/** A body with one certain fault (a required field missing), for cases about something else. */
const missingField = fc.constantFrom(...REQUIRED);

const hostile: fc.Arbitrary<Case> = fc.oneof(
  // Wrong types for every part of the envelope, the root included.
  fc
    .tuple(fc.constantFrom('formId', 'pathname', 'values', 'token', 'website', '(root)'), fc.constantFrom(null, 0, -1, 1e308, true, 'texto', [], ['a'], { a: 1 }))
    .filter(([field, v]) => !(field === 'values' && typeof v === 'object' && v !== null && !Array.isArray(v)))
    .chain(([field, v]) => base('wrongType', JSON.stringify(field === '(root)' ? v : envelope({ [field]: v })))),
  // Huge: over the 32 KiB limit, up to 2 MiB.
  fc.integer({ min: 33 * 1024, max: 2 * 1024 * 1024 }).chain((n) => base('huge', JSON.stringify(envelope({ values: { ...VALID_VALUES, firstName: 'A'.repeat(n) } })))),
  // Deeply nested arrays and objects, as the root and as a field value (within the size limit).
  fc
    .tuple(fc.integer({ min: 100, max: 10_000 }), fc.boolean(), fc.constantFrom('root', 'value'))
    .chain(([depth, arrays, where]) => {
      const deep = arrays ? nested(depth, '[', ']', '1') : nested(depth, '{"a":', '}', '1');
      const body = where === 'root' ? deep : JSON.stringify(envelope()).replace('"firstName":"Valentina"', `"firstName":${deep}`);
      return base('deep', body);
    }),
  // Prototype-pollution keys at the root and among the values (each body also misses a field).
  fc.tuple(fc.subarray(POLLUTERS, { minLength: 1 }), missingField, fc.boolean()).chain(([keys, missing, atRoot]) => {
    const values: Record<string, unknown> = { ...VALID_VALUES };
    delete values[missing];
    const extra = keys.map((k) => `${JSON.stringify(k)}:{"polluted":true,"isAdmin":true}`).join(',');
    const text = JSON.stringify(envelope({ values }));
    return base('pollution', atRoot ? text.replace('{', `{${extra},`) : text.replace('"values":{', `"values":{${extra},`));
  }),
  // CRLF (header and log injection) in identifiers and in pattern-checked fields.
  fc
    .tuple(fc.constantFrom('formId', 'pathname', 'firstName', 'lastName', 'email', 'mobilePhone'), fc.constantFrom('\r\n', '\n', '\r', '%0d%0a'), fc.constantFrom('Set-Cookie: a=b', 'Bcc: otro@correo.com', '<script>'))
    .chain(([field, eol, tail]) => {
      if (field !== 'formId' && field !== 'pathname') return base('crlf', JSON.stringify(envelope({ values: { ...VALID_VALUES, [field]: `${String(VALID_VALUES[field])}${eol}${tail}` } })));
      // In an identifier, with that form's own token: the lookup, not the token, meets the CRLF.
      const id = { formId: FORM.formId, pathname: FORM.pathname, [field]: `${FORM[field]}${eol}${tail}` };
      return base('crlf', JSON.stringify(envelope({ ...id, token: route.token(id, 60_000) })));
    }),
  // Not JSON by its content type (the body itself is a valid submission).
  fc
    .option(fc.constantFrom('text/html', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/octet-stream', 'json', 'application/jsonx'), { nil: null })
    .chain((type) => base('contentType', JSON.stringify(envelope()), { contentType: type })),
  // The honeypot filled in.
  fc.string({ minLength: 1, maxLength: 400 }).filter((s) => s.trim() !== '').chain((website) => base('honeypot', JSON.stringify(envelope({ website })))),
  // A forged X-Forwarded-For (spoofed, malformed, huge), on a body with a filled honeypot.
  fc
    .constantFrom('127.0.0.1', '10.0.0.1, 203.0.113.9', 'unknown', '', ' , ', '::1', '999.999.999.999', 'x'.repeat(4_000), '<script>', '1.1.1.1'.repeat(50))
    .chain((forged) => base('spoofedIp', JSON.stringify(envelope({ website: 'http://spam.example' })), { ip: forged })),
  // Bad JSON.
  fc
    .oneof(fc.constantFrom('', '{', '{"formId":', "{'formId':1}", 'NaN', 'undefined', '{"a":1}}', '\u0000', '<lead/>', '[', '{"values":{"email":"a@b.co",}}'), fc.string({ maxLength: 300 }))
    .filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    })
    .chain((text) => base('badJson', text)),
  // An unknown form kind.
  fc
    .oneof(fc.constantFrom('leads', 'LEAD', ...POLLUTERS, 'toString', '%00', '..', 'lead\r\n'), fc.string({ minLength: 1, maxLength: 40 }))
    .filter((kind) => kind !== 'lead' && !['potential', 'landing', 'webcase', 'subscription'].includes(kind))
    .chain((kind) => base('kind', JSON.stringify(envelope()), { kind })),
  // No Idempotency-Key, or not a UUID.
  fc.option(fc.stringMatching(/^[\x21-\x7e]{0,80}$/), { nil: null }).chain((key) => base('key', JSON.stringify(envelope()), { key })),
);

const SPANISH = /^(Formulario no encontrado|Has enviado demasiadas solicitudes|Falta la cabecera Idempotency-Key|Se espera un cuerpo JSON|Cuerpo demasiado grande|JSON inválido|Datos inválidos|Solicitud rechazada|Envío demasiado rápido|El formulario venció|Revisa los campos marcados)/;

describe('2,000 hostile submissions to POST /api/forms/{kind}', () => {
  it('are each refused with a 4xx in Spanish: no 5xx, no exception, nothing stored', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
    const cases = fc.sample(hostile, { numRuns: 2_000, seed });
    const outcomes: { c: Case; status: number; error: unknown; code?: unknown; threw?: string }[] = [];
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < cases.length; i = next++) {
        const c = cases[i] as Case;
        // Each case from its own peer (as scripts/start-site.mjs reports the socket), so that the
        // per-address limit does not hide the other checks; the forged X-Forwarded-For is not trusted.
        const headers = new Headers({ 'x-forwarded-for': c.ip, [SOCKET_ADDRESS_HEADER]: `198.18.${i >> 8}.${i & 255}` });
        if (c.contentType !== null) headers.set('content-type', c.contentType);
        if (c.key !== null) headers.set('idempotency-key', c.key);
        try {
          const res = await route.post(c.kind, headers, c.body);
          const { error, code } = (await res.json()) as { error?: unknown; code?: unknown };
          outcomes.push({ c, status: res.status, error, code });
        } catch (e) {
          outcomes.push({ c, status: 0, error: null, threw: String(e).slice(0, 200) });
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));

    const histogram: Record<string, number> = {};
    for (const o of outcomes) histogram[`${o.c.label} ${o.status}`] = (histogram[`${o.c.label} ${o.status}`] ?? 0) + 1;
    console.log(`hostile submissions, seed ${seed}: ${JSON.stringify(histogram)}`);

    expect(outcomes).toHaveLength(2_000);
    // Each refusal also names its code, one the form knows, answered with that code's status.
    const coded = (o: (typeof outcomes)[number]) => isFormErrorCode(o.code) && FORM_ERRORS[o.code].status === o.status;
    const wrong = outcomes.filter((o) => !EXPECTED[o.c.label].includes(o.status) || typeof o.error !== 'string' || !SPANISH.test(o.error) || !coded(o));
    expect(wrong.slice(0, 5).map((o) => ({ seed, label: o.c.label, status: o.status, error: o.error, code: o.code, threw: o.threw, body: o.c.body.slice(0, 200) }))).toEqual([]);
    expect(outcomes.filter((o) => o.status >= 500 || o.threw)).toEqual([]);
    // Every kind of fault was tried, and the limit per address did not answer for all of them.
    for (const label of Object.keys(EXPECTED)) expect(outcomes.filter((o) => o.c.label === label && o.status !== 429).length).toBeGreaterThan(0);

    // Nothing stored, and nothing polluted.
    const store = await openSqliteOutbox(route.dataDir);
    expect(await store.list()).toEqual([]);
    await store.close();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  }, 120_000);
});
