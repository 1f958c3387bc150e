import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseUniversityConfig } from '../lib/content/config';
import { checkSlot, slotsOn } from '../lib/consent/contact-hours';
import { colombianHolidays } from '../lib/consent/holidays';
import type { ConsentReceipt } from '../lib/consent/receipt';
import { weekdayOf } from '../lib/consent/zoned-time';
import { openSqliteOutbox } from '../lib/leads/sqlite-store';
import { LEAD_FORM } from '../test/lead-values';
import { expect, test } from './fixtures';
import { emailFor, readyLead } from './lead-api';
import { crmEntriesWith } from './lead-crm';
import { fillLead } from './lead-form';
import { answer, waitOutFillTime } from './plain-form';

/**
 * Consent the university can prove, on co's forms (docs/decisions/0012-consent-records.md): the
 * receipt of a lead holds the sha256 of the notice text the page showed and the channels chosen,
 * while the CRM gets rules §3's payload as before; a minor needs a guardian; the call-back select
 * offers only lawful slots; the notice is never the largest paint and moves nothing.
 */

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const coConfig = () => parseUniversityConfig(JSON.parse(readFileSync(join(__dirname, '../content-service/content/co/config.json'), 'utf8')))!;

/** The outbox entry (SQLite under the suite's DATA_DIR) whose payload mentions `email`, with its receipt. */
async function stored(email: string): Promise<{ payload: Record<string, unknown>; receipt: ConsentReceipt | null }[]> {
  const store = await openSqliteOutbox(process.env.E2E_DATA_DIR ?? '');
  try {
    const entries = (await store.list()).filter((e) => JSON.stringify(e.payload).includes(email));
    return await Promise.all(entries.map(async (e) => ({ payload: e.payload, receipt: await store.receipt(e.id) })));
  } finally {
    await store.close();
  }
}

/** The lead payload's keys (rules §3): nothing of the consent in it. */
const CONTACT_KEYS = ['donotdisturblaw', 'lastName', 'firstName', 'personType', 'documentType', 'documentNumber', 'city', 'state', 'country', 'acceptanceURL', 'habeasData', 'email', 'mobilePhone', 'preferredContactMethod'];

test('a lead with two channels leaves a receipt with the sha256 of the notice read from the page; the CRM gets the payload as before', async ({ page }) => {
  const email = emailFor('recibo');
  await page.goto('/landing/pregrado');
  const form = await fillLead(page, email);
  const notice = form.locator('[data-notice-version]');
  const text = (await notice.textContent()) ?? '';
  const version = await notice.getAttribute('data-notice-version');
  expect(text.length).toBeGreaterThan(200);
  // Beside the authorisation, which describes itself by it; the full policy one tap away.
  await expect(form.getByRole('checkbox', { name: /Acepto la política/ })).toHaveAccessibleDescription(text);
  await expect(form.getByRole('link', { name: /Leer la política completa/ })).toHaveAttribute('href', '/politica-de-privacidad');
  await form.getByRole('button', { name: /información/i }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recibimos tus datos' })).toBeVisible({ timeout: 15_000 });

  await expect.poll(async () => (await crmEntriesWith('/leads', email)).length, { timeout: 15_000 }).toBe(1);
  const [entry] = await stored(email);
  expect(entry?.receipt).toMatchObject({
    noticeVersion: version,
    noticeSha256: sha256(text),
    channels: ['whatsapp', 'email'],
    pagePath: '/landing/pregrado',
    formId: LEAD_FORM.formId,
    hasGuardian: false,
    guardian: null,
  });
  expect(Math.abs((entry?.receipt?.recordedAt ?? 0) - Date.now())).toBeLessThan(60_000);

  const [lead] = await crmEntriesWith('/leads', email);
  expect(lead?.body).toEqual(entry?.payload); // what the outbox built, untouched
  expect(Object.keys(lead?.body ?? {})).toEqual(['contact', 'opportunities']);
  expect(Object.keys((lead?.body.contact as object | undefined) ?? {})).toEqual(CONTACT_KEYS);
  expect(JSON.stringify(lead?.body)).not.toMatch(/consent|receipt|guardian|ageGroup|channels|sha256|co-2026/i);
});

test('under 18 without a guardian: Spanish beside the fields and nothing sent; with a guardian the lead arrives and the receipt names them', async ({ browser, baseURL }) => {
  // Without scripts: the server is the one that refuses (the enhanced form checks the same schema first).
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: { 'x-forwarded-for': '198.18.77.1' } });
  const page = await context.newPage();
  try {
    const email = emailFor('menor');
    await page.goto('/programas/ingenieria-de-sistemas');
    const since = Date.now();
    const form = page.locator('form[data-form-id]').last();
    await expect(form.getByRole('group', { name: /acudiente/ })).toBeHidden();
    const answers = { firstName: 'Sofía', lastName: 'Rojas Peña', email, mobilePhone: '3109876543', ageGroup: 'menor', state: 'antioquia', city: 'medellin', channels: ['email'], donotdisturblaw: 'si', habeasData: true };
    await answer(form, answers);
    await expect(form.getByRole('group', { name: /acudiente/ })).toBeVisible(); // CSS alone reveals it
    await waitOutFillTime(page, since);
    const refused = page.waitForResponse((r) => r.request().method() === 'POST');
    await form.locator('button[type="submit"]').click();
    expect((await refused).status()).toBe(303); // to the page, which shows the refusal
    await expect(page).toHaveURL(/\/programas\/ingenieria-de-sistemas\?formulario=revisar$/);
    const again = page.locator('form[data-form-id]').last();
    for (const [label, message] of [
      [/^Nombre completo del acudiente/, 'Este campo es obligatorio'],
      [/^Documento del acudiente/, 'Este campo es obligatorio'],
      [/^Correo del acudiente/, 'Este campo es obligatorio'],
      [/autorizo el tratamiento de los datos del menor/, 'Tu madre, padre o acudiente debe autorizar el tratamiento de tus datos'],
    ] as const) {
      const control = again.getByLabel(label);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`[id="${await control.getAttribute('aria-describedby')}"]`)).toHaveText(message);
    }
    expect(await stored(email)).toEqual([]);
    expect(await crmEntriesWith('/leads', email)).toEqual([]);

    const guardian = { guardianName: 'Marta Lucía Peña Díaz', guardianDocument: '52123456', guardianEmail: emailFor('acudiente'), guardianConsent: true };
    const resent = Date.now();
    await answer(again, guardian);
    await waitOutFillTime(page, resent);
    await again.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/programas\/ingenieria-de-sistemas\/gracias$/);
    // Sent: the refusal (the visitor's personal data) is forgotten, with its cookie.
    expect((await context.cookies()).map((c) => c.name)).not.toContain('form_refusal');
    await expect.poll(async () => (await crmEntriesWith('/leads', email)).length, { timeout: 15_000 }).toBe(1);
    const [entry] = await stored(email);
    expect(entry?.receipt).toMatchObject({ channels: ['email'], hasGuardian: true, guardian: { name: guardian.guardianName, documentNumber: guardian.guardianDocument, email: guardian.guardianEmail } });
    expect(JSON.stringify((await crmEntriesWith('/leads', email))[0]?.body)).not.toContain(guardian.guardianDocument);
  } finally {
    await context.close();
  }
});

test('with scripts, under 18 without a guardian is stopped in the browser: the errors beside the fields, no request', async ({ page }) => {
  const email = emailFor('menor-js');
  await page.goto('/landing/pregrado');
  const form = await fillLead(page, email);
  await form.getByRole('radio', { name: 'Menos de 18 años' }).check();
  let posts = 0;
  page.on('request', (r) => void (r.method() === 'POST' && r.url().includes('/api/forms/') && posts++));
  await form.getByRole('button', { name: /información/i }).click();
  await expect(form.getByLabel(/^Nombre completo del acudiente/)).toBeFocused();
  await expect(form.getByText('Tu madre, padre o acudiente debe autorizar el tratamiento de tus datos', { exact: true })).toBeVisible();
  expect(posts).toBe(0);
});

test('a page showing an older notice is asked to reload (409, in Spanish); nothing is stored', async ({ request, baseURL }) => {
  const email = emailFor('aviso-viejo');
  const { body, cookie } = await readyLead(baseURL ?? '', email);
  const res = await request.post('/api/forms/lead', { headers: { 'idempotency-key': randomUUID(), cookie }, data: { ...body, notice: 'co-2026.01' } });
  expect(res.status()).toBe(409);
  expect(await res.json()).toEqual({ code: 'stale_notice', error: 'El aviso de privacidad cambió. Recarga la página, léelo y vuelve a enviar el formulario.' });
  expect(await stored(email)).toEqual([]);
});

test('the call-back select offers only slots of the contact policy (Ley 2300, Colombian holidays), each accepted by the server', async ({ page }) => {
  await page.goto('/programas/ingenieria-de-sistemas');
  const values = await page.locator('form[data-form-id]').last().locator('select[name="contactTime"] option:not([value=""])').evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
  expect(values.length).toBeGreaterThan(20);
  const { contactPolicy, timeZone } = coConfig();
  const now = Date.now();
  for (const value of values) {
    const [date = '', from = ''] = value.split('T');
    expect([value, weekdayOf(date)]).not.toEqual([value, 6]); // never a Sunday
    expect([value, colombianHolidays(Number(date.slice(0, 4))).has(date)]).toEqual([value, false]);
    expect(slotsOn(contactPolicy!, timeZone, date).map((s) => s.from)).toContain(from);
    expect([value, checkSlot(contactPolicy!, timeZone, value, now).ok]).toEqual([value, true]);
  }
});

test.describe('the notice on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('on a page whose form is in the first view, the notice is not the largest paint and nothing shifts', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { lcp: string[]; cls: number };
      w.lcp = [];
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) w.lcp.push(e.element?.closest('[data-notice-version]') ? 'notice' : (e.element?.tagName ?? ''));
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/suscripcion');
    const notice = page.locator('[data-notice-version]');
    await expect(notice).toBeInViewport(); // the notice is in the first view
    await page.waitForTimeout(1_500); // hydration and late fonts: the shifts they would cause
    const { lcp, cls } = await page.evaluate(() => {
      const w = window as unknown as { lcp: string[]; cls: number };
      return { lcp: w.lcp, cls: w.cls };
    });
    expect(lcp.length).toBeGreaterThan(0);
    expect(lcp).not.toContain('notice');
    expect(cls).toBe(0);
  });
});
