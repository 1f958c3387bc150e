/**
 * @jest-environment node
 *
 * POST /api/forms/{kind} taking the browser's own form post, before or without scripts
 * (docs/decisions/0010-forms-without-scripts.md), against the embedded content service: the same
 * validation as the JSON path (lib/leads/take-submission.ts), fill time judged by the server's
 * clocks alone, a refusal kept for its page and answered 303 there (Post/Redirect/Get), and every
 * bad body a clear 4xx in Spanish, never a 5xx, with nothing stored. (A sent form's 303, the
 * stored lead and the page that shows a refusal need Next's request scope:
 * e2e/forms-without-scripts.spec.ts.)
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { FORM_CLOCK_COOKIE, makeFormClock, makeFormToken } from '@/lib/forms/form-token';
import { openSqliteOutbox } from '@/lib/leads/sqlite-store';
import { setUpFormRoute } from '@/test/form-route';
import { LEAD_FORM, LEAD_VALUES } from '@/test/lead-values';
import type { RefusalStore } from '@/lib/forms/refusal-store';

const route = setUpFormRoute({ trustProxy: 1 });
// The site's modules read the environment once: imported after setUpFormRoute has set it.
let formSecret: typeof import('@/lib/forms/form-secret').formSecret;
let refusals: RefusalStore;
let REFUSAL_DOCUMENT_POLICY: string;
beforeAll(async () => {
  ({ formSecret } = await import('@/lib/forms/form-secret'));
  refusals = (await import('@/lib/forms/refusal-store')).processRefusalStore(undefined);
  ({ REFUSAL_DOCUMENT_POLICY } = await import('@/lib/forms/refusal-page'));
});
const HTML = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';
let ip = 0;

/** A page render of the landing's form made `ago` ms before now. */
const token = (ago = 10_000, form: { formId: string; pathname: string } = LEAD_FORM) => makeFormToken(formSecret(), form.formId, form.pathname, Date.now() - ago);

function envelope(fields: Record<string, string> = {}, form: { formId: string; pathname: string } = LEAD_FORM) {
  return { _form: form.formId, _path: form.pathname, _token: token(10_000, form), _notice: LEAD_FORM.notice, website: '', ...fields };
}

/** The landing form's answers as the browser posts them (strings; a checked box is "on"; one channel chip). */
const ANSWERS: Record<string, string> = Object.fromEntries(
  Object.entries({ ...LEAD_VALUES, email: 'sinjs@correo.com' }).map(([k, v]: [string, unknown]) => [k, v === true ? 'on' : Array.isArray(v) ? String(v[0]) : String(v)]),
);

type Named = { formId: string; pathname: string };

function formPost(kind: string, body: string | FormData, headers: Record<string, string> = {}, named?: Named) {
  ip += 1; // a client of its own each time: the per-address limit is not under test here
  const all = new Headers({ accept: HTML, origin: 'http://127.0.0.1', 'x-forwarded-for': `198.19.${ip >> 8}.${ip & 255}`, ...headers });
  if (typeof body === 'string') {
    if (!all.has('content-type')) all.set('content-type', 'application/x-www-form-urlencoded');
    return route.post(kind, all, body, named);
  }
  // Multipart as a browser encodes it: let Request write the boundary, then post its bytes.
  const encoded = new Request('http://127.0.0.1/', { method: 'POST', body });
  all.set('content-type', encoded.headers.get('content-type') ?? '');
  return encoded.text().then((text) => route.post(kind, all, text, named));
}

const urlencoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The id a refusal's 303 hands the browser (the cookie over http: no `__Host-` prefix). */
const refusalId = (res: Response) => /^form_refusal=([\w-]+);/.exec(res.headers.get('set-cookie') ?? '')?.[1];

/** The refusal a form post was answered with: a 303 to its page, the refusal kept under the id of its cookie. */
async function refusalOf(res: Response) {
  expect(res.status).toBe(303);
  return refusals.find(refusalId(res));
}

describe('a refused form post: 303 to its page, which shows the same messages as the JSON path', () => {
  it('keeps the form\'s values (never a hidden field) and the schema\'s Spanish messages under a random id, handed over in a cookie', async () => {
    const values = { ...ANSWERS, email: 'no-es-un-correo', lastName: '' };
    const res = await formPost(LEAD_FORM.kind, urlencoded(envelope(values)));
    expect(res.status).toBe(303);
    // The page the form is on, marked: nothing the visitor wrote is in the URL.
    expect(res.headers.get('location')).toBe(`${LEAD_FORM.pathname}?formulario=revisar`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toMatch(/^form_refusal=[\w-]{24}; Path=\/; Expires=[^;]+; Max-Age=300; HttpOnly; SameSite=lax$/i);
    const view = await refusalOf(res);
    expect(view).toMatchObject({ formId: LEAD_FORM.formId, code: 'invalid_fields', message: 'Revisa los campos marcados' });
    expect(view?.values).toMatchObject({ firstName: 'Valentina', email: 'no-es-un-correo', lastName: '', habeasData: true, contactTime: { hour: '', minute: '', date: '' } });

    // The JSON path refuses the same answers with the same messages, field by field.
    const json = await route.post(
      LEAD_FORM.kind,
      new Headers({ 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': '198.19.250.1' }),
      JSON.stringify({ formId: LEAD_FORM.formId, pathname: LEAD_FORM.pathname, token: token(), website: '', notice: LEAD_FORM.notice, values: { ...LEAD_VALUES, email: 'no-es-un-correo', lastName: '' } }),
    );
    expect(json.status).toBe(422);
    expect(view?.fields).toEqual(((await json.json()) as { fields: unknown }).fields);
    expect(view?.fields).toEqual({ lastName: 'Este campo es obligatorio', email: 'Escribe un correo electrónico válido.' });
  });

  it('over https the cookie is __Host- and Secure; a browser refused again keeps only its newest refusal', async () => {
    const first = await formPost(LEAD_FORM.kind, urlencoded(envelope({ ...ANSWERS, email: 'uno' })), { 'x-forwarded-proto': 'https' });
    expect(first.headers.get('set-cookie')).toMatch(/^__Host-form_refusal=[\w-]{24}; Path=\/; Expires=[^;]+; Max-Age=300; Secure; HttpOnly; SameSite=lax$/i);
    const firstId = /^__Host-form_refusal=([\w-]+);/.exec(first.headers.get('set-cookie') ?? '')?.[1];
    expect(await refusals.find(firstId)).toMatchObject({ values: { email: 'uno' } });
    const second = await formPost(LEAD_FORM.kind, urlencoded(envelope({ ...ANSWERS, email: 'dos' })), { 'x-forwarded-proto': 'https', cookie: `__Host-form_refusal=${firstId}` });
    const secondId = /^__Host-form_refusal=([\w-]+);/.exec(second.headers.get('set-cookie') ?? '')?.[1];
    expect(secondId).not.toBe(firstId);
    expect(await refusals.find(secondId)).toMatchObject({ values: { email: 'dos' } });
    expect(await refusals.find(firstId)).toBeNull();
  });

  it('a page showing an older privacy notice comes back with the notice in force, the values kept; a slot out of hours is refused beside its field', async () => {
    const view = await refusalOf(await formPost(LEAD_FORM.kind, urlencoded(envelope({ ...ANSWERS, _notice: 'co-2026.01' }))));
    expect(view).toMatchObject({ code: 'stale_notice', message: 'El aviso de privacidad cambió. Recarga la página, léelo y vuelve a enviar el formulario.', values: { firstName: 'Valentina', channels: ['whatsapp'] } });

    // A Sunday at 10:00 (Ley 2300 de 2023): never offered, refused by the server if sent.
    const sunday = new Date(Date.now() + 7 * 86_400_000);
    sunday.setUTCDate(sunday.getUTCDate() - sunday.getUTCDay());
    const slot = await refusalOf(await formPost(LEAD_FORM.kind, urlencoded(envelope({ ...ANSWERS, contactTime: `${sunday.toISOString().slice(0, 10)}T10:00` }))));
    expect(slot?.fields).toEqual({ contactTime: 'Ese día no hacemos llamadas: elige otro horario' });
  });

  it('checks the city against its department, as the JSON path does', async () => {
    const view = await refusalOf(await formPost(LEAD_FORM.kind, urlencoded(envelope({ ...ANSWERS, state: 'antioquia', city: 'bogota' }))));
    expect(view?.fields).toEqual({ city: 'Esta opción no corresponde a la elegida arriba' });
  });

  it('answers the short document, with the refusal\'s status, when the refusal cannot be kept (Redis unreachable)', async () => {
    const holder = globalThis as { [key: symbol]: RefusalStore };
    const KEY = Symbol.for('university-site.form-refusals');
    const kept = holder[KEY] as RefusalStore;
    holder[KEY] = { ...kept, keep: async () => null };
    try {
      const res = await formPost(LEAD_FORM.kind, urlencoded(envelope({ ...ANSWERS, email: 'x' })));
      expect(res.status).toBe(422);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('content-security-policy')).toBe(REFUSAL_DOCUMENT_POLICY);
      expect(await res.text()).toMatch(/No pudimos enviar tu formulario.*Revisa los campos marcados.*href="\/landing\/pregrado"/s);
    } finally {
      holder[KEY] = kept;
    }
  });
});

describe('fill time by the server\'s clocks (never the browser\'s)', () => {
  it('refuses a form rendered a moment ago (too fast), with the page again', async () => {
    const res = await formPost(LEAD_FORM.kind, urlencoded({ ...envelope(ANSWERS), _token: token(500) }));
    expect(await refusalOf(res)).toMatchObject({ code: 'too_fast', message: 'Envío demasiado rápido', fields: {} });
  });

  it('judges a cached render by when this browser received it (its form clock), not when it was rendered', async () => {
    const cached = urlencoded({ ...envelope(ANSWERS), _token: token(10 * 60_000) }); // a page rendered 10 minutes ago
    const res = await formPost(LEAD_FORM.kind, cached, { cookie: `${FORM_CLOCK_COOKIE}=${makeFormClock(formSecret(), Date.now() - 1_000)}` });
    expect((await refusalOf(res))?.code).toBe('too_fast');
  });

  it.each<[string, () => string]>([
    ['no render token', () => ''],
    ['a token of another form', () => makeFormToken(formSecret(), 'co-form-contacto', '/contacto', Date.now() - 10_000)],
    ['a forged token', () => `${(Date.now() - 60_000).toString(36)}.AAAAAAAAAAAAAAAAAAAAAA`],
  ])('refuses %s as an expired form, with the page again to send it once more', async (_label, forged) => {
    const res = await formPost(LEAD_FORM.kind, urlencoded({ ...envelope(ANSWERS), _token: forged() }));
    expect(await refusalOf(res)).toMatchObject({ code: 'expired_form', values: { email: 'sinjs@correo.com' } });
  });
});

describe('the enhanced form\'s JSON, timed by the same render token', () => {
  const json = (body: Record<string, unknown>, cookie?: string) =>
    route.post(
      LEAD_FORM.kind,
      new Headers({ 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': `198.19.251.${(ip += 1) & 255}`, ...(cookie ? { cookie } : {}) }),
      JSON.stringify({ formId: LEAD_FORM.formId, pathname: LEAD_FORM.pathname, website: '', notice: LEAD_FORM.notice, ...body }),
    );
  // The box left unticked: a body past the fill time is refused for that box alone (422).
  const unticked = { ...LEAD_VALUES, email: 'isla@correo.com', habeasData: false };

  it('refuses a body without a token of this form as expired, whatever start it states', async () => {
    for (const body of [{ startedAt: Date.now() - 60_000 }, { token: token(10_000, { formId: 'co-form-contacto', pathname: '/contacto' }) }]) {
      const res = await json({ ...body, values: unticked });
      expect([res.status, await res.json()]).toEqual([400, { code: 'expired_form', error: 'El formulario venció. Revisa tus datos y vuelve a enviarlo.' }]);
    }
  });

  it('refuses a token made a moment ago, even with a start long ago in the body', async () => {
    const res = await json({ token: token(500), startedAt: Date.now() - 60_000, values: unticked });
    expect([res.status, (await res.json()).code]).toEqual([400, 'too_fast']);
  });

  it('times a submission kept offline from its token, not from the page that sends it later (a fresh form clock)', async () => {
    const res = await json({ token: token(10 * 60_000), values: unticked }, `${FORM_CLOCK_COOKIE}=${makeFormClock(formSecret(), Date.now() - 500)}`);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({ habeasData: expect.any(String) });
  });
});

describe('bad form posts: a clear 4xx in Spanish, never a 5xx, nothing stored', () => {
  // Made in the test: its render token needs the site's key.
  const big = () => {
    const data = new FormData();
    for (const [k, v] of Object.entries(envelope({ ...ANSWERS, subject: 'admisiones', message: 'Hola' }, { formId: 'co-form-contacto', pathname: '/contacto' }))) data.set(k, v);
    data.set('attachment', new File([new Uint8Array(6 * 1024 * 1024)], 'grande.pdf', { type: 'application/pdf' }));
    return data;
  };

  it.each<[string, number, string, () => Promise<Response>]>([
    ['a filled honeypot', 400, 'Solicitud rechazada', () => formPost(LEAD_FORM.kind, urlencoded(envelope({ ...ANSWERS, website: 'http://spam.example' })))],
    ['a post from another site', 403, 'solo se puede enviar desde nuestro sitio', () => formPost(LEAD_FORM.kind, urlencoded(envelope(ANSWERS)), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })],
    ['an unknown form kind', 404, 'Formulario no encontrado', () => formPost('nada', urlencoded(envelope(ANSWERS)))],
    ['a form the page does not have', 404, 'Formulario no encontrado', () => formPost(LEAD_FORM.kind, urlencoded(envelope(ANSWERS, { formId: 'co-form-otro', pathname: '/landing/pregrado' })))],
    ['a body over the limit', 413, 'Cuerpo demasiado grande', () => formPost(LEAD_FORM.kind, urlencoded(envelope({ ...ANSWERS, firstName: 'x'.repeat(40_000) })))],
    ['attachments over the web case limit', 413, 'Cuerpo demasiado grande', () => formPost('webcase', big())],
    ['malformed multipart', 400, 'Datos inválidos', () => formPost(LEAD_FORM.kind, '--x\r\nContent-Disposition: form-data; name="_form"\r\n\r\nf\r\n--x', { 'content-type': 'multipart/form-data; boundary=x' })],
    ['multipart without a boundary', 400, 'Datos inválidos', () => formPost(LEAD_FORM.kind, 'a=b', { 'content-type': 'multipart/form-data' })],
    ['a post without the form\'s own fields', 400, 'Datos inválidos', () => formPost(LEAD_FORM.kind, urlencoded(ANSWERS))],
  ])('%s: %i', async (_label, status, message, send) => {
    const res = await send();
    expect([res.status, res.headers.get('content-type')]).toEqual([status, 'text/html; charset=utf-8']);
    const html = await res.text();
    expect(html).toContain(message);
    expect(html).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('stored nothing for any of them', async () => {
    const store = await openSqliteOutbox(route.dataDir);
    expect(await store.list()).toEqual([]);
    await store.close();
  });
});

describe('the body limit comes from the form the URL names, before the body is read', () => {
  const CONTACT: Named = { formId: 'co-form-contacto', pathname: '/contacto' };
  const RIGHTS: Named = { formId: 'co-form-derechos', pathname: '/tus-datos-personales' };
  const contact = (fields: Record<string, string>, attachment?: File) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(envelope({ ...ANSWERS, subject: 'admisiones', message: 'Hola', ...fields }, CONTACT))) data.set(k, v);
    if (attachment) data.set('attachment', attachment);
    return data;
  };
  const rights = (description: string) =>
    urlencoded(envelope({ documentNumber: '1020304050', email: 'derechos@correo.com', type: 'consulta', description, habeasData: 'on' }, RIGHTS));

  it.each([
    ['200 KB', 200 * 1024],
    ['4 MB', 4 * 1024 * 1024],
  ])('a %s text field on a form without a file field: 413 in Spanish, a page under 100 KB', async (_label, size) => {
    const res = await formPost('webcase', rights('x'.repeat(size)), {}, RIGHTS);
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(html).toContain('Cuerpo demasiado grande');
    expect(html.length).toBeLessThan(100 * 1024);
  });

  it('a form with a file field takes its attachment; its text is still held to each field\'s length', async () => {
    const pdf = new File([new Uint8Array(1024 * 1024)], 'certificado.pdf', { type: 'application/pdf' });
    const res = await formPost('webcase', contact({ message: 'y'.repeat(4 * 1024 * 1024 - 2 * 1024 * 1024) }, pdf), {}, CONTACT);
    expect(res.headers.get('location')).toBe('/contacto?formulario=revisar');
    const refusal = await refusalOf(res);
    expect(refusal?.fields.message).toBe('Máximo 2000 caracteres');
    expect(refusal?.values.message).toBe('y'.repeat(2_000));
  });

  it('the same attachment without the form named, or under another form\'s name, is refused', async () => {
    const pdf = () => new File([new Uint8Array(1024 * 1024)], 'certificado.pdf', { type: 'application/pdf' });
    expect((await formPost('webcase', contact({}, pdf()))).status).toBe(413);
    expect((await formPost('webcase', contact({}, pdf()), {}, RIGHTS)).status).toBe(413);
    const elsewhere = new FormData();
    for (const [k, v] of Object.entries(envelope({ documentNumber: '1', email: 'a@b.co', type: 'consulta', description: 'd', habeasData: 'on' }, RIGHTS))) elsewhere.set(k, v);
    elsewhere.set('attachment', pdf());
    const res = await formPost('webcase', elsewhere, {}, CONTACT);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Datos inválidos');
  });
});
