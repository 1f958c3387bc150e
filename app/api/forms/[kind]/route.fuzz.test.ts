/**
 * @jest-environment node
 *
 * Malformed and hostile submissions straight into the form route's handler, against the embedded
 * content service (the form definitions) and a fresh outbox: each is refused with a clear 4xx
 * JSON error in Spanish, none with a 5xx or an exception, and nothing is stored (nothing stored
 * is nothing delivered: deliveries only read the outbox). Against the handler rather than the
 * built site, so that a case costs no round trip; arbitrary bodies with no expected status of
 * their own are route.arbitrary.test.ts's.
 */
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { openSqliteOutbox } from '@/lib/leads/sqlite-store';
import { setUpFormRoute } from '@/test/form-route';
import { runPool } from '@/test/run-pool';
import { LEAD_FORM, LEAD_VALUES, leadBody } from '@/test/lead-values';

// TRUST_PROXY=1, as the e2e site runs: X-Forwarded-For names the client (one address per case).
const route = setUpFormRoute({ trustProxy: 1 });
let ipSeq = 1;
const nextIp = () => `198.18.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;
const REQUIRED_FIELDS = Object.keys(LEAD_VALUES);

function post(kind: string, headers: Record<string, string>, body: string) {
  return route.post(kind, new Headers(headers), body);
}

type Label = 'kind' | 'key' | 'contentType' | 'badJson' | 'envelope' | 'honeypot' | 'tooFast' | 'unknownForm' | 'fields' | 'oversize' | 'rateLimit';
type Case = { label: Label; kind: string; contentType: string | null; key: string | null; ip: string | null; body: (now: number) => string };

/** Statuses each fault may get (422 is the route's answer for field errors, with `fields`). */
const EXPECTED: Record<Label, number[]> = {
  kind: [404],
  key: [400],
  contentType: [415],
  badJson: [400],
  envelope: [400, 404], // 404: a well-typed formId that is no form
  honeypot: [400],
  tooFast: [400, 422],
  unknownForm: [400, 404],
  fields: [400, 413, 422],
  oversize: [413],
  rateLimit: [400, 429],
};

/** The route's refusals, all in Spanish. */
const SPANISH_ERRORS = [
  /^Formulario no encontrado$/,
  /^Has enviado demasiadas solicitudes/,
  /^Falta la cabecera Idempotency-Key o no es válida$/,
  /^Se espera un cuerpo JSON$/,
  /^Cuerpo demasiado grande$/,
  /^JSON inválido$/,
  /^Datos inválidos$/,
  /^Solicitud rechazada$/,
  /^Envío demasiado rápido$/,
  /^El formulario venció\. Revisa tus datos y vuelve a enviarlo\.$/,
  /^Revisa los campos marcados$/,
];

const SCRIPTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  'javascript:alert(1)',
  "'; DROP TABLE outbox; --",
  "{{constructor.constructor('alert(1)')()}}",
  '${7*7}',
  '\u0000\u0001\u202e',
  '../../../../etc/passwd',
  '<svg/onload=fetch("//evil.example")>',
];
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

const valid = () => ({
  formId: LEAD_FORM.formId as string,
  pathname: LEAD_FORM.pathname as string,
  token: route.token(),
  website: '',
  notice: LEAD_FORM.notice,
  values: { ...LEAD_VALUES, email: 'fuzz@correo.com' } as Record<string, unknown>,
});
const json = (make: (now: number) => unknown) => (now: number) => JSON.stringify(make(now));
const uuid = fc.uuid().map((u) => u.toLowerCase());
const base = { kind: LEAD_FORM.kind as string, contentType: 'application/json' as string | null, ip: null as string | null };
const caseOf = (label: Label, rest: Partial<Case> & Pick<Case, 'body'>, key: string | null): Case => ({ ...base, label, key, ...rest });

/** A value no required field of the landing form accepts. */
const badValue = fc.oneof(
  fc.constantFrom(...SCRIPTS),
  fc.constantFrom(null, 0, -1, 1e308, false, [], {}, ['CC'], { value: 'CC' }, '', '   ', '\t\n'),
  fc.integer({ min: 61, max: 3_000 }).map((n) => 'A'.repeat(n)),
  // Any text in brackets (emoji and other characters outside the BMP included), never an e-mail address.
  fc.string({ unit: 'grapheme', maxLength: 40 }).map((s) => `<${s.replace(/@/g, '')}>`),
);

const hostileSubmission: fc.Arbitrary<Case> = fc.oneof(
  // An unknown form kind, or a real kind that is not this form's.
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom('potential', 'landing', 'webcase', 'subscription', 'LEAD', 'leads', 'lead ', ...HOSTILE_KEYS, '<script>', '%00'),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
      ),
      uuid,
    )
    .filter(([kind]) => kind !== 'lead' && kind !== '.' && kind !== '..')
    .map(([kind, key]) => caseOf('kind', { kind, body: json(valid) }, key)),
  // No Idempotency-Key, or not a UUID.
  fc
    .option(fc.stringMatching(/^[\x21-\x7e]{0,80}$/), { nil: null })
    .map((key) => caseOf('key', { body: json(valid) }, key)),
  // Not JSON by its content type (the body itself is a valid submission).
  fc
    .tuple(
      fc.option(
        fc.constantFrom('text/html', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'image/png', 'application/x-json', 'text/json', 'json', 'Application/JSON', 'application/octet-stream'),
        { nil: null },
      ),
      uuid,
    )
    .map(([contentType, key]) => caseOf('contentType', { contentType, body: json(valid) }, key)),
  // Bad JSON.
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom('', '{', '{"formId":', "{'formId':'co-form-landing'}", 'NaN', 'undefined', '{"a":1}}', '\u0000', '<lead/>', '[', '{"values":{"email":"a@b.co",}}'),
        fc.string({ unit: 'grapheme', maxLength: 200 }),
      ),
      fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
      uuid,
    )
    // text/plain is refused for its type (415) before the body is read.
    .map(([text, contentType, key]) => caseOf(contentType === 'text/plain' ? 'contentType' : 'badJson', { contentType, body: () => text }, key)),
  // The envelope: wrong types, missing fields, out-of-range values, not an object (any token but its own: expired).
  fc
    .tuple(
      fc.constantFrom('formId', 'pathname', 'values', 'token', 'website', '(root)'),
      fc.oneof(
        fc.constant(undefined),
        fc.constantFrom(null, 0, -5, 1.5, 1e308, true, 'texto', '', [], ['a'], { a: 1 }),
        fc.integer({ min: 101, max: 5_000 }).map((n) => 'x'.repeat(n)),
      ),
      uuid,
    )
    // An empty honeypot is valid: not a fault.
    .filter(([field, v]) => !(field === 'website' && (v === '' || v === undefined)))
    .map(([field, v, key]) =>
      caseOf(
        'envelope',
        {
          body: json(() => {
            if (field === '(root)') return v ?? [valid()];
            const b: Record<string, unknown> = valid();
            if (v === undefined) delete b[field];
            else if (field === 'pathname' && typeof v === 'string') b[field] = v.replace(/^\/*/, 'x'); // not starting with '/'
            else if (field === 'values' && typeof v === 'object' && v !== null && !Array.isArray(v)) b[field] = { ['k'.repeat(65)]: 1, ...v };
            else b[field] = v;
            return b;
          }),
        },
        key,
      ),
    ),
  // The honeypot filled in.
  fc
    .tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 600 }).filter((s) => s.trim() !== ''), uuid)
    .map(([website, key]) => caseOf('honeypot', { body: json(() => ({ ...valid(), website })) }, key)),
  // Sent under 3 s after the form was rendered (its token made at send time; a start long ago
  // stated beside it). Its unticked box keeps it refused (422) should a loaded machine delay it
  // past 3 s; a valid body sent too fast is checked on its own before the fuzz.
  fc
    .tuple(fc.integer({ min: 0, max: 1_500 }), uuid)
    .map(([ms, key]) => caseOf('tooFast', { body: json((now) => ({ ...valid(), token: route.token(LEAD_FORM, ms), startedAt: now - 60_000, values: { ...valid().values, habeasData: false } })) }, key)),
  // A form id that is not on the page, or a page that does not hold the form (with its own token).
  fc
    .tuple(
      fc.oneof(
        fc.record({ formId: fc.oneof(fc.constantFrom(...SCRIPTS, ...HOSTILE_KEYS, 'co-form-contacto', 'CO-FORM-LANDING'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 100 })), pathname: fc.constant(LEAD_FORM.pathname) }),
        fc.record({
          formId: fc.constant(LEAD_FORM.formId),
          // Paths the content service refuses with 400 are left to the known-bug test below.
          // (Program pages carry this same lead form, so they are not used here.)
          pathname: fc.oneof(
            fc.constantFrom('/', '/contacto', '/sedes', '/gracias', '/no-existe', '/%00', '/programas/<script>', '/buscar?q=x', '/api/forms/lead', '/a/b/c/d/e/f/g/h/i'),
            fc.stringMatching(/^\/zz-[a-z0-9-]{0,20}(\/[a-z0-9-]{1,24}){0,3}$/),
            fc
              .tuple(fc.stringMatching(/^[a-z0-9-]{0,24}$/), fc.constantFrom('<script>alert(1)</script>', '"><img src=x>', '${7*7}', "';--", '<', '%', '"', ' ', '?q=1'))
              .map(([a, b]) => `/${a}${b}`),
          ),
        }),
      ),
      uuid,
    )
    .filter(([f]) => f.formId !== LEAD_FORM.formId || !/landing|programas/i.test(safeDecode(f.pathname)))
    .map(([f, key]) => caseOf('unknownForm', { body: json(() => ({ ...valid(), ...f, token: route.token(f) })) }, key)),
  // Field values the form refuses: missing, wrong types, script payloads, huge strings, hostile keys.
  fc
    .tuple(
      fc.uniqueArray(fc.constantFrom(...REQUIRED_FIELDS), { minLength: 1, maxLength: 3 }),
      fc.array(fc.option(badValue, { nil: undefined }), { minLength: 3, maxLength: 3 }),
      fc.subarray(HOSTILE_KEYS),
      uuid,
    )
    .map(([fields, values, extraKeys, key]) =>
      caseOf(
        'fields',
        {
          body: () => {
            const b = valid();
            fields.forEach((name, i) => {
              const v = values[i];
              if (v === undefined) delete b.values[name];
              else b.values[name] = v;
            });
            // Raw JSON text: `__proto__` as a real key, as an attacker would send it.
            const extra = extraKeys.map((k) => `${JSON.stringify(k)}:{"polluted":true}`).join(',');
            const text = JSON.stringify(b);
            return extra ? text.replace('"values":{', `"values":{${extra},`) : text;
          },
        },
        key,
      ),
    ),
  // Over the 32 KiB body limit.
  fc
    .tuple(fc.integer({ min: 33 * 1024, max: 256 * 1024 }), uuid)
    .map(([n, key]) => caseOf('oversize', { body: json(() => ({ ...valid(), values: { ...valid().values, firstName: 'A'.repeat(n) } })) }, key)),
  // One address sending many (each also carries a honeypot): 400 until its budget is spent, then 429.
  uuid.map((key) => caseOf('rateLimit', { ip: '203.0.113.66', body: json(() => ({ ...valid(), website: 'http://spam.example' })) }, key)),
);

function safeDecode(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

describe('1,000 malformed or hostile submissions to POST /api/forms/{kind}', () => {
  it('are each refused with a clear 4xx in Spanish: no 5xx, no exception, nothing stored', async () => {
    // Control: the unmutated body but for its unticked consent box is refused for that box alone,
    // so each refusal below is due to its own fault.
    const valid = leadBody('control@correo.com', route.token());
    const control = await post(LEAD_FORM.kind, { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': nextIp() }, JSON.stringify({ ...valid, values: { ...valid.values, habeasData: false } }));
    expect(control.status).toBe(422);
    expect(Object.keys(((await control.json()) as { fields: Record<string, string> }).fields)).toEqual(['habeasData']);
    // A valid body sent at once is refused for its speed alone.
    const fast = await post(LEAD_FORM.kind, { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': nextIp() }, JSON.stringify(leadBody('rapido@correo.com', route.token(LEAD_FORM, 0))));
    expect([fast.status, await fast.json()]).toEqual([400, { code: 'too_fast', error: 'Envío demasiado rápido' }]);

    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
    const cases = fc.sample(hostileSubmission, { numRuns: 1_000, seed });
    const outcomes = await runPool(cases, 8, async (c) => {
      const headers: Record<string, string> = { 'x-forwarded-for': c.ip ?? nextIp() };
      if (c.contentType !== null) headers['content-type'] = c.contentType;
      if (c.key !== null) headers['idempotency-key'] = c.key;
      try {
        const res = await post(c.kind, headers, c.body(Date.now()));
        const text = await res.text();
        let error: unknown;
        try {
          error = (JSON.parse(text) as { error?: unknown }).error;
        } catch {
          error = undefined;
        }
        return { c, status: res.status, type: res.headers.get('content-type') ?? '', error, text };
      } catch (thrown) {
        return { c, status: 0, type: '', error: undefined, text: `threw ${String(thrown).slice(0, 200)}` };
      }
    });

    const histogram: Record<string, number> = {};
    for (const o of outcomes) histogram[`${o.c.label} ${o.status}`] = (histogram[`${o.c.label} ${o.status}`] ?? 0) + 1;
    console.log(`form route fuzz: seed ${seed}, ${cases.length} cases: ${JSON.stringify(histogram)}`);

    const wrong = outcomes.filter(
      (o) =>
        !EXPECTED[o.c.label].includes(o.status) ||
        !o.type.startsWith('application/json') ||
        typeof o.error !== 'string' ||
        !SPANISH_ERRORS.some((re) => re.test(o.error as string)),
    );
    expect(wrong.slice(0, 5).map((o) => ({ seed, label: o.c.label, kind: o.c.kind, status: o.status, answer: o.text.slice(0, 200), body: o.c.body(0).slice(0, 300) }))).toEqual([]);
    expect(outcomes.filter((o) => o.status >= 500 || o.status === 0)).toEqual([]);
    expect(outcomes.filter((o) => o.c.label === 'tooFast' && o.error === 'Envío demasiado rápido').length).toBeGreaterThan(0);

    const store = await openSqliteOutbox(route.dataDir);
    expect(await store.list()).toEqual([]);
    await store.close();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);
});
