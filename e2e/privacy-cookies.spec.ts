import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { STORAGE_REGISTRY, type StorageArea } from '../lib/browser/storage-registry';
import { answerTimeText } from '../lib/consent/answer-times';
import { chooseCookies, expect, test } from './fixtures';
import { holdScripts } from './hold-scripts';
import { crmEntriesWith } from './lead-crm';
import { fillLead } from './lead-form';

/**
 * The person's rights and the cookie notice (docs/decisions/0015-rights-and-cookies.md): a rights
 * request reaching the CRM as a web case; every key a journey leaves in the browser declared in the
 * storage registry; "Rechazar" ending the attribution history; the notice shifting nothing. The tag
 * manager after "Aceptar" is privacy-cookies-tag-manager.spec.ts's.
 */
test.use({ cookieChoice: null });

const config = JSON.parse(readFileSync('content-service/content/co/config.json', 'utf8')) as {
  privacyNotice: { answerTimes: { query: Parameters<typeof answerTimeText>[1]; claim: Parameters<typeof answerTimeText>[1] } };
};
const notice = (page: Page) => page.getByRole('form', { name: 'Aviso de cookies' });
const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((c) => c.name);

/** Every key the browser holds for the site, by area. */
async function browserKeys(page: Page, context: BrowserContext): Promise<[StorageArea, string][]> {
  const inPage = await page.evaluate(async () => ({
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
    indexedDB: ((await indexedDB.databases?.()) ?? []).map((d) => d.name ?? ''),
  }));
  return [
    ...(await cookieNames(context)).map((n) => ['cookie', n] as [StorageArea, string]),
    ...inPage.localStorage.map((n) => ['localStorage', n] as [StorageArea, string]),
    ...inPage.sessionStorage.map((n) => ['sessionStorage', n] as [StorageArea, string]),
    ...inPage.indexedDB.map((n) => ['indexedDB', n] as [StorageArea, string]),
  ];
}

test('a rights request reaches the CRM as a web case, and its thank-you page states the answer times', async ({ page }) => {
  await page.goto('/tus-datos-personales');
  await notice(page).getByRole('button', { name: 'Aceptar' }).click();
  await expect(notice(page)).toHaveCount(0);
  const email = `derechos.${randomUUID().slice(0, 8)}@correo.com`;
  const form = page.locator('form[data-form-id="co-form-derechos"]');
  await form.getByLabel(/^Número de documento/).fill('1020304050');
  await form.getByLabel(/^Correo electrónico/).fill(email);
  await form.getByLabel(/^Qué quieres pedir/).selectOption('supresion');
  await form.getByLabel(/^Tu solicitud/).fill('Quiero que supriman mis datos de la base de aspirantes.');
  await form.getByRole('checkbox', { name: /Acepto la política/ }).check();
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();

  await expect(page).toHaveURL(/\/tus-datos-personales\/gracias$/);
  const { query, claim } = config.privacyNotice.answerTimes;
  await expect(page.locator('[data-answer-time="query"]')).toHaveText(answerTimeText('query', query));
  await expect(page.locator('[data-answer-time="claim"]')).toHaveText(answerTimeText('claim', claim));
  await expect(page.locator('main')).toContainText('máximo de 10 días hábiles');
  await expect(page.locator('main')).toContainText('máximo de 15 días hábiles');

  await expect.poll(async () => (await crmEntriesWith('/web-cases', email)).length, { timeout: 15_000 }).toBe(1);
  const [entry] = await crmEntriesWith('/web-cases', email);
  expect(entry?.body).toEqual({
    documentNumber: '1020304050',
    email,
    type: { code: 'supresion' },
    description: 'Quiero que supriman mis datos de la base de aspirantes.',
    class: { code: 'datos_personales' },
    caseType: { value: '2' },
    academicRecord: { academicRecordId: '' },
    channel: { code: '20' },
    module: { name: 'Protección de datos personales', value: 'derechos-del-titular' },
    attachment: [],
  });
});

test('after home, a program and a lead, every cookie and storage key is in the registry', async ({ page, context }) => {
  await page.goto('/?utm_source=google&utm_medium=cpc&utm_campaign=admisiones-2027');
  await expect(notice(page)).toBeVisible();
  await notice(page).getByRole('button', { name: 'Aceptar' }).click();
  await expect(notice(page)).toHaveCount(0);
  await page.locator('#programas a[href^="/programas/"]').first().click();
  await expect(page).toHaveURL(/\/programas\//);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('programType'))).toBeTruthy();
  const email = `registro.${randomUUID().slice(0, 8)}@correo.com`;
  const form = await fillLead(page, email);
  await form.getByRole('button', { name: /información|Enviar|Inscr/i }).click();
  await expect(page).toHaveURL(/\/gracias$/);
  await expect.poll(async () => (await crmEntriesWith('/leads', email)).length, { timeout: 15_000 }).toBe(1);

  const held = await browserKeys(page, context);
  expect(held.map(([area, name]) => `${area}:${name}`)).toEqual(expect.arrayContaining(['cookie:cookie_consent', 'cookie:attribution', 'cookie:form_clock', 'localStorage:program']));
  const undeclared = held.filter(([area, name]) => !STORAGE_REGISTRY.some((e) => e.area === area && e.name === name));
  expect(undeclared, 'keys the storage registry does not declare').toEqual([]);
});

test('"Rechazar" ends the attribution history; the choice survives a reload and changes from the footer', async ({ page, context }) => {
  await page.goto('/?utm_source=google&utm_medium=cpc');
  expect(await cookieNames(context)).toEqual(expect.arrayContaining(['attribution', 'first_impact', 'utm_source']));
  await notice(page).getByRole('button', { name: 'Rechazar' }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/\?utm_source=google&utm_medium=cpc$/);
  const names = await cookieNames(context);
  expect(names).not.toContain('attribution');
  expect(names).not.toContain('first_impact');
  expect(names).toContain('utm_source');

  // Later visits through campaign links: the visit's values are kept, no history is written.
  for (const link of ['/landing/pregrado?utm_source=facebook&utm_medium=social', '/programas/ingenieria-de-sistemas?utm_source=bing&utm_campaign=x']) {
    await page.goto(link);
    await expect(notice(page)).toHaveCount(0);
  }
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookies.utm_source).toBe('bing');
  expect(cookies.utm_campaign).toBe('x');
  expect(cookies.attribution).toBeUndefined();
  expect(cookies.first_impact).toBeUndefined();
  expect(cookies.cookie_consent).toBe('rejected');

  await page.reload();
  await expect(notice(page)).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('rejected');

  // Changed from the footer: the policy page's choice.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click();
  await expect(page).toHaveURL(/\/politica-de-cookies$/);
  await page.locator('#preferencias').getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/politica-de-cookies$/);
  expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('accepted');
  await page.goto('/?utm_source=tiktok');
  await expect.poll(async () => decodeURIComponent((await context.cookies()).find((c) => c.name === 'attribution')?.value ?? '')).toMatch(/^tiktok-M-/);
});

/** The campaign cookies of rules §9 the browser holds, by name. */
async function campaignCookies(context: BrowserContext) {
  const names = ['utm_source', 'utm_medium', 'utm_campaign', 'attribution'];
  return Object.fromEntries((await context.cookies()).filter((c) => names.includes(c.name)).map((c) => [c.name, decodeURIComponent(c.value)]));
}

/** The answer the site gives `path` now, without its Set-Cookie: a copy kept by a cache, or one whose cookies were already applied. */
async function answerWithoutCookies(response: { status: () => number; headers: () => Record<string, string>; body: () => Promise<Buffer> }) {
  const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'set-cookie'));
  return { status: response.status(), headers, body: await response.body() };
}

for (const choice of ['accepted', 'rejected'] as const) {
  test(`two campaign links in quick succession (${choice}): the second link's values stay, though the first page's scripts run after its answer`, async ({ page, context }) => {
    await chooseCookies(context, choice);
    const first = '/landing/pregrado?utm_source=facebook&utm_medium=social';
    const second = '/programas/ingenieria-de-sistemas?utm_source=bing&utm_campaign=x';
    const scripts = await holdScripts(page);
    await page.goto(first, { waitUntil: 'domcontentloaded' });
    // The order of the race that could lose the second link's values, made certain: the second
    // link's answer sets its cookies (as the browser does when its headers arrive) while the first
    // page is still shown, and only then do the first page's scripts run; then the second page
    // arrives.
    const secondAnswer = await answerWithoutCookies(await context.request.get(second));
    expect((await campaignCookies(context)).utm_source).toBe('bing');
    await scripts.release();
    await page.waitForFunction(() => localStorage.getItem('utm_source') !== null); // the first page's capture has run
    scripts.holding = true;
    await page.route(`**${second}`, (route) => route.fulfill(secondAnswer));
    await page.goto(second, { waitUntil: 'domcontentloaded' });
    // Before the second page's own scripts (which capture its link again): what the first page left.
    const left = await campaignCookies(context);
    expect(left).toMatchObject({ utm_source: 'bing', utm_campaign: 'x' });
    expect(left.utm_medium).toBeUndefined();
    await scripts.release();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('utm_source'))).toContain('bing');
    const cookies = await campaignCookies(context);
    expect(cookies).toEqual(left);
    if (choice === 'rejected') expect(cookies.attribution).toBeUndefined();
    else expect(cookies.attribution?.split('|').map((e) => e.split('-')[0])).toEqual(['bing', 'facebook']);
  });
}

test('a page served from a cache without its Set-Cookie still captures its campaign in the browser', async ({ page, context, request }) => {
  await page.goto('/?utm_source=google');
  const path = '/sedes?utm_source=tiktok&utm_medium=video';
  // A copy a CDN kept for everyone: rendered for another visitor, its cookies dropped.
  const cached = await answerWithoutCookies(await request.get(path));
  await page.route(`**${path}`, (route) => route.fulfill(cached));
  await page.goto(path);
  await expect.poll(async () => (await campaignCookies(context)).utm_source).toBe('tiktok');
  const cookies = await campaignCookies(context);
  expect(cookies.utm_medium).toBe('video');
  expect(cookies.attribution?.split('|').map((e) => e.split('-')[0])).toEqual(['tiktok', 'google']);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });
  test('the notice is a plain form: "Rechazar" is recorded and the page comes back without it', async ({ page, context }) => {
    await page.goto('/sedes?utm_source=google');
    await notice(page).getByRole('button', { name: 'Rechazar' }).click();
    await expect(page).toHaveURL(/\/sedes\?utm_source=google$/);
    await expect(notice(page)).toHaveCount(0);
    const names = await cookieNames(context);
    expect(names).toContain('cookie_consent');
    expect(names).not.toContain('attribution');
    expect(names).not.toContain('first_impact');
  });
});

test('the notice is never the phone LCP and shifts nothing, even painted before its document is parsed', async ({ page, context }) => {
  // A slow phone's CPU (6×): its first paint may come while the parser is still in the notice or
  // the header, and neither may shift as it completes (each waits to be whole: globals.css and
  // site-header.module.css).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (const path of ['/', '/tus-datos-personales', '/politica-de-cookies', '/', '/tus-datos-personales', '/politica-de-cookies']) {
    await page.goto(path);
    await expect(notice(page)).toBeVisible();
    const { lcp, lcpInNotice, cls, shifted } = await page.evaluate(
      () =>
        new Promise<{ lcp: string; lcpInNotice: boolean; cls: number; shifted: string[] }>((resolve) => {
          let lcp: Element | null = null;
          let cls = 0;
          const shifted: string[] = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) lcp = (e as PerformanceEntry & { element?: Element | null }).element ?? lcp;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) {
              const shift = e as PerformanceEntry & { value: number; sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
              cls += shift.value;
              shifted.push(
                ...shift.sources.map(
                  (s) =>
                    `${s.node instanceof Element ? `${s.node.tagName}#${s.node.id}` : String(s.node?.nodeName)} at ${Math.round(e.startTime)} ms ${JSON.stringify(s.previousRect)} → ${JSON.stringify(s.currentRect)}`,
                ),
              );
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => {
            const element = lcp as Element | null;
            resolve({ lcp: element?.tagName ?? '', lcpInNotice: !!element?.closest('#cookie-notice'), cls, shifted });
          }, 500);
        }),
    );
    expect(lcp, `${path}: an LCP element`).not.toBe('');
    expect(lcpInNotice, `${path}: the LCP element is in the notice`).toBe(false);
    expect(cls, `${path}: layout shift of ${shifted.join(', ')}`).toBe(0);
  }
});
