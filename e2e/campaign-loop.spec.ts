import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { leadReference } from '../lib/contact/whatsapp-lead';
import { openSqliteOutbox } from '../lib/leads/sqlite-store';
import type { OutboxEntry } from '../lib/leads/store';
import { startLoopback, type Loopback } from '../test/loopback';
import { chooseCookies, expect, test, visitorAddress } from './fixtures';
import { emailFor } from './lead-api';
import { fillLead } from './lead-form';
import { waitOutFillTime } from './plain-form';
import { startSite, type RunningService } from './servers';
import { signIn } from './staff';

/**
 * The campaign loop on co (docs/decisions/0020-click-ids.md): click ids kept with the lead, Meta's
 * Conversions API through the outbox (a stand-in on a loopback port that fails twice), the tag's
 * generate_lead with the same event_id, WhatsApp on the thank-you page, and the staff's files and
 * report; nothing of it after "Rechazar" or before a choice.
 */

const PIXEL = '1234567890';
const PROGRAM_PAGE = '/programas/ingenieria-de-sistemas';
/** The table tests' expected hashes (lib/leads/lead-attribution.test.ts): Meta's normalisation. */
const PERSON = { email: 'valentina.gomez@correo.com', em: '4824e50c7f360ee814c94543adb812442522906b61c190877df5241e2cc10195', ph: 'c38cb60ca295469d10b1f780da5402d6fb3d1b9d0f1c8ada1558e65495dd1b6d' };
const CLICKS = { fbclid: 'IwAR2e2eFbClick-Id_01', gbraid: '0AAAAAe2eGbraid-01', msclkid: 'e2e0msclkid0000000000000000000001' };
const LINK = `${PROGRAM_PAGE}?utm_source=facebook&utm_medium=cpc&utm_campaign=admisiones-2027&${new URLSearchParams(CLICKS).toString()}`;

let site: RunningService;
let capi: Loopback;
let dataDir: string;
/** The stand-in's answers to the next calls; once spent, 200. */
let answers: number[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  capi = await startLoopback((_req, res) => {
    const status = answers.shift() ?? 200;
    res.writeHead(status, { 'content-type': 'application/json' }).end(status === 200 ? '{"events_received":1}' : '{"error":{"message":"stand-in"}}');
  });
  dataDir = mkdtempSync(join(tmpdir(), 'campaign-loop-'));
  // The staff site's port: the suite's identity provider knows its callback (playwright.config.ts).
  site = await startSite({
    PORT: process.env.E2E_STAFF_SITE_PORT ?? '',
    UNIVERSITY: 'co',
    CONTENT_API_URL: `http://127.0.0.1:${process.env.E2E_CONTENT_PORT}`,
    DATA_DIR: dataDir,
    META_PIXEL_ID: PIXEL,
    META_CAPI_TOKEN: 'e2e-conversions-api-token',
    META_CAPI_URL: capi.url,
    LEADS_BACKOFF_MS: '300,600,1000,2000',
    LEADS_SWEEP_MS: '250',
  });
});

test.afterAll(async () => {
  await site?.stop();
  await capi?.close();
});

async function visitor(browser: Browser, choice: 'accepted' | 'rejected' | null, javaScriptEnabled = true): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...devices['Pixel 7'], javaScriptEnabled, baseURL: site.url, extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() } });
  if (choice) await chooseCookies(context, choice);
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  return { context, page: await context.newPage() };
}

/** The outbox entry whose payload holds `email`. */
async function entryOf(email: string): Promise<OutboxEntry | undefined> {
  const store = await openSqliteOutbox(dataDir);
  try {
    return (await store.list()).find((e) => JSON.stringify(e.payload).includes(email));
  } finally {
    await store.close();
  }
}

/** When the visitor of the lead with `email` first opened WhatsApp, as the workbench reads it. */
async function whatsappOpenOf(email: string): Promise<number | null> {
  const store = await openSqliteOutbox(dataDir);
  try {
    return (await store.attributedLeads(0)).find((l) => JSON.stringify(l.payload).includes(email))?.whatsappAt ?? null;
  } finally {
    await store.close();
  }
}

type Layer = Record<string, unknown> & { event?: string };
const layer = (page: Page, event: string) => page.evaluate((name) => ((window as unknown as { dataLayer?: Layer[] }).dataLayer ?? []).filter((e) => e.event === name), event);
type Sent = { data: { event_id: string; event_name: string; action_source: string; user_data: Record<string, unknown> }[]; access_token: string };
const sent = (): Sent[] => capi.calls.map((c) => JSON.parse(c.body) as Sent);

/** Visit the campaign link, send the program's lead form with WhatsApp chosen; the program's label as the form showed it. */
async function sendLead(page: Page, email: string, scripts = true) {
  const since = Date.now();
  await page.goto(LINK);
  const form = await fillLead(page, email);
  const program = await form.getByLabel(/^Programa de interés/).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '');
  if (!scripts) await waitOutFillTime(page, since);
  await form.getByRole('button', { name: /información|Enviar|Inscr/i }).click();
  await expect(page).toHaveURL(new RegExp(`${PROGRAM_PAGE}/gracias$`), { timeout: 20_000 });
  return program;
}

test('"Aceptar": the click ids kept, one Lead at the Conversions API after two failures, the same event_id in generate_lead, WhatsApp with the program and the reference', async ({ browser }) => {
  answers = [500, 503];
  const { context, page } = await visitor(browser, 'accepted');
  try {
    const program = await sendLead(page, PERSON.email);
    const fbc = (await context.cookies()).find((c) => c.name === '_fbc')?.value ?? '';
    expect(fbc).toMatch(new RegExp(`^fb\\.1\\.\\d{13}\\.${CLICKS.fbclid}$`));

    const entry = await entryOf(PERSON.email);
    expect(entry?.clickIds).toEqual({ ...CLICKS, fbc });
    expect(entry?.measurement).toBe('accepted');
    const id = entry?.id ?? '';

    // The tag's share: the same event_id, Google's hashes.
    await expect.poll(async () => (await layer(page, 'generate_lead'))[0]?.event_id, { timeout: 10_000 }).toBe(id);
    const [lead] = await layer(page, 'generate_lead');
    expect(Object.keys((lead?.user_data as object | undefined) ?? {})).toEqual(['sha256_email_address', 'sha256_phone_number']);

    // The server's share: retried through the outbox until the stand-in takes it, then never again.
    await expect.poll(async () => (await entryOf(PERSON.email))?.conversion, { timeout: 20_000 }).toEqual({ status: 'delivered', attempts: 3, lastStatus: 200 });
    await page.waitForTimeout(1_500); // several sweeps
    expect(capi.calls.map((c) => c.url)).toEqual(Array(3).fill(`/${PIXEL}/events`));
    for (const body of sent()) {
      expect(body.access_token).toBe('e2e-conversions-api-token');
      expect(body.data).toHaveLength(1);
      expect(body.data[0]).toMatchObject({ event_name: 'Lead', event_id: id, action_source: 'website', event_source_url: `${site.url}${PROGRAM_PAGE}` });
      expect(body.data[0]?.user_data).toMatchObject({ em: [PERSON.em], ph: [PERSON.ph], fbc, client_ip_address: expect.stringMatching(/^198\.18\./) });
    }

    // WhatsApp at once: the configured line, the program and the lead's reference.
    const ref = leadReference(entry?.idempotencyKey ?? '');
    const link = page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect([href.origin, href.pathname]).toEqual(['https://wa.me', '/573107452200']);
    expect(href.searchParams.get('text')).toContain(`sobre ${program}`);
    expect(href.searchParams.get('text')).toContain(`Mi referencia es ${ref}.`);
    await expect(page.getByText(`Tu referencia: ${ref}`)).toBeVisible();
    // Its click pushes contact_whatsapp (the navigation held back here to read the page's data layer).
    await page.evaluate(() => window.addEventListener('click', (e) => e.preventDefault(), { capture: true, once: true }));
    await link.click();
    expect(await layer(page, 'contact_whatsapp')).toEqual([{ event: 'contact_whatsapp', lead_reference: ref }]);
    // The real open: wa.me, and the ping that counts it for the workbench.
    await link.click();
    await expect(page).toHaveURL(/^https:\/\/wa\.me\/573107452200\?text=/);
    await expect.poll(async () => (await whatsappOpenOf(PERSON.email)) !== null, { timeout: 10_000 }).toBe(true);
  } finally {
    await context.close();
  }
});

test('"Rechazar", and a lead sent without scripts before any choice: the visit\'s click ids kept, no Conversions API call, no hashed data in the data layer', async ({ browser }) => {
  const before = capi.calls.length;
  const rejected = emailFor('rechazo');
  const { context, page } = await visitor(browser, 'rejected');
  try {
    await sendLead(page, rejected);
    await expect.poll(async () => (await layer(page, 'generate_lead')).length, { timeout: 10_000 }).toBe(1);
    const [lead] = await layer(page, 'generate_lead');
    expect(lead).not.toHaveProperty('event_id');
    expect(lead).not.toHaveProperty('user_data');
    expect(await entryOf(rejected)).toMatchObject({ measurement: 'rejected', clickIds: expect.objectContaining(CLICKS), conversion: null });
  } finally {
    await context.close();
  }

  const plain = emailFor('sin-scripts');
  const noScript = await visitor(browser, null, false);
  try {
    await sendLead(noScript.page, plain, false);
    // The thank-you page offers WhatsApp without scripts too.
    await expect(noScript.page.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/573107452200\?text=/);
    expect(await entryOf(plain)).toMatchObject({ measurement: '', clickIds: expect.objectContaining(CLICKS), conversion: null });
  } finally {
    await noScript.context.close();
  }
  await new Promise((r) => setTimeout(r, 1_500)); // several sweeps
  expect(capi.calls.length).toBe(before);
});

test("a landing's success in place offers WhatsApp too, with the lead's reference", async ({ browser }) => {
  const email = emailFor('landing-whatsapp');
  const { context, page } = await visitor(browser, 'accepted');
  try {
    await page.goto(`/landing/pregrado?utm_source=facebook&utm_medium=cpc&utm_campaign=admisiones-2027&fbclid=${CLICKS.fbclid}`);
    const form = await fillLead(page, email);
    await form.getByRole('button', { name: /información/i }).click();
    const success = page.getByRole('status').filter({ hasText: 'Recibimos tus datos' });
    await expect(success).toBeVisible({ timeout: 15_000 });
    const ref = leadReference((await entryOf(email))?.idempotencyKey ?? '');
    const href = new URL((await success.getByRole('link', { name: 'Escríbenos por WhatsApp' }).getAttribute('href')) ?? '');
    expect([href.origin, href.pathname]).toEqual(['https://wa.me', '/573107452200']);
    expect(href.searchParams.get('text')).toContain(`Mi referencia es ${ref}.`);
    await expect(success.getByText(`Tu referencia: ${ref}`)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('/staff/conversiones: the Google Ads and Microsoft files hold exactly the consented leads with those click ids; the campaign report shows coverage and delivery within 1 and 5 minutes', async ({ page, baseURL }) => {
  // Closed to visitors like every staff page.
  expect((await page.request.get(`${site.url}/api/staff/conversiones/google`, { maxRedirects: 0 })).status()).toBe(401);
  await page.goto(`${site.url}/staff/conversiones`);
  await expect(page).toHaveURL(/\/staff\/entrar/);
  expect(baseURL).not.toBe(site.url);

  await signIn(page, undefined, `${site.url}/staff/conversiones`);
  await page.goto(`${site.url}/staff/conversiones`);
  await expect(page.getByRole('heading', { name: 'Conversiones para las plataformas' })).toBeVisible();
  // The accepted leads' server-side conversions (the program page's and the landing's), as delivered.
  await expect(page.getByTestId('capi-counts')).toHaveText('API de conversiones de Meta, desde el servidor: 2 entregadas, 0 pendientes y 0 fallidas.');
  const accepted = await entryOf(PERSON.email);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(accepted?.createdAt ?? 0));

  const file = async (platform: string) => (await (await page.request.get(`${site.url}/api/staff/conversiones/${platform}?dias=7`)).text()).split('\r\n').map((l) => l.split(','));
  const google = await file('google');
  expect(google[0]).toEqual(['Parameters:TimeZone=America/Bogota']);
  expect(google[1]).toEqual(['Google Click ID', 'GBRAID', 'WBRAID', 'Conversion Name', 'Conversion Time', 'Conversion Value', 'Conversion Currency', 'Email', 'Phone Number']);
  expect(google.slice(2, -1)).toHaveLength(1);
  const [row] = google.slice(2, -1);
  expect(row?.slice(0, 4)).toEqual(['', CLICKS.gbraid, '', 'Lead sitio web']);
  expect(row?.[4]).toMatch(new RegExp(`^${day} \\d{2}:\\d{2}:\\d{2}$`));
  // Google's normalisation: the phone in E.164 (printf %s +573101234567 | sha256sum).
  expect(row?.slice(5)).toEqual(['0', 'COP', '4824e50c7f360ee814c94543adb812442522906b61c190877df5241e2cc10195', '083797eab4b6f829ae64305025bfe7f0180890c7ed72d80b183938e2e259a660']);

  const microsoft = await file('microsoft');
  expect(microsoft[0]).toEqual(['Parameters:TimeZone=-0500']);
  expect(microsoft[1]).toEqual(['Microsoft Click ID', 'Conversion Name', 'Conversion Time', 'Conversion Value', 'Conversion Currency Code']);
  expect(microsoft.slice(2, -1)).toEqual([[CLICKS.msclkid, 'Lead sitio web', row?.[4], '0', 'COP']]);

  await page.goto(`${site.url}/staff/campanas?dias=7`);
  const coverage = page.getByRole('region', { name: 'Identificadores de clic de los leads pagados' });
  await expect(coverage.getByRole('row', { name: /facebook/ })).toContainText('4');
  await expect(coverage.getByRole('row', { name: /facebook/ })).toContainText('100 %');
  const speed = page.getByRole('region', { name: 'Entrega al CRM y WhatsApp' });
  await expect(speed.getByRole('columnheader', { name: 'En 1 minuto' })).toBeVisible();
  await expect(speed.getByRole('row', { name: /admisiones-2027/ })).toContainText('100 %');
});
