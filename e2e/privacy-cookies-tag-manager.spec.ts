import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startLoopback, type Loopback } from '../test/loopback';
import { expect, test } from './fixtures';
import { startSite, type RunningService } from './servers';

/**
 * The tag manager and the cookie notice (docs/decisions/0015-rights-and-cookies.md): no request to
 * another origin without NEXT_PUBLIC_GTM_ID; with it, the tag only after "Aceptar", the consent
 * defaults first in dataLayer, and the Content-Security-Policy admitting the tag host only then.
 */
test.use({ cookieChoice: null });

const notice = (page: Page) => page.getByRole('form', { name: 'Aviso de cookies' });

/** The journey's pages. */
const JOURNEY = ['/', '/programas/ingenieria-de-sistemas', '/sedes'];

/**
 * A site on a busy machine may refuse a page it has not rendered yet (503, admission control):
 * the journey's pages are rendered once first, as a load balancer's warm-up would.
 */
async function warm(siteUrl: string) {
  for (const path of JOURNEY) await expect.poll(async () => (await fetch(`${siteUrl}${path}`)).status, { timeout: 30_000 }).toBe(200);
}

test('without a tag manager configured, a journey requests nothing from another origin', async ({ page, baseURL }) => {
  await warm(baseURL ?? '');
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin !== new URL(baseURL ?? '').origin && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).not.toContain('googletagmanager');
  await notice(page).getByRole('button', { name: 'Aceptar' }).click();
  await page.goto('/programas/ingenieria-de-sistemas');
  await page.goto('/sedes');
  expect(await page.evaluate(() => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [])).toEqual([]);
  expect(foreign).toEqual([]);
});

test.describe('with NEXT_PUBLIC_GTM_ID', () => {
  let tagHost: Loopback;
  let site: RunningService;
  test.beforeAll(async () => {
    tagHost = await startLoopback((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
      res.end("window.__tagStandIn = true; window.dataLayer.push({ event: 'stand-in-loaded' });");
    });
    site = await startSite({
      CONTENT_API_URL: `http://127.0.0.1:${process.env.E2E_CONTENT_PORT}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'site-gtm-')),
      NEXT_PUBLIC_GTM_ID: 'GTM-TEST123',
      NEXT_PUBLIC_GTM_ORIGIN: tagHost.url,
    });
    await warm(site.url);
  });
  test.afterAll(async () => {
    await site?.stop();
    await tagHost?.close();
  });

  test('the tag loads only after "Aceptar", with the consent defaults in dataLayer before it', async ({ page }) => {
    const first = await page.goto(`${site.url}/`);
    expect(first?.headers()['content-security-policy']).not.toContain(tagHost.url);
    const before = (await page.evaluate(() => JSON.stringify((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []))) as string;
    expect(JSON.parse(before)).toEqual([
      { 0: 'consent', 1: 'default', 2: { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' } },
    ]);
    await page.goto(`${site.url}/programas/ingenieria-de-sistemas`);
    expect(tagHost.calls, 'requests to the tag host before "Aceptar"').toEqual([]);

    await notice(page).getByRole('button', { name: 'Aceptar' }).click();
    await expect(notice(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => (window as Window & { __tagStandIn?: boolean }).__tagStandIn ?? false)).toBe(true);
    expect(tagHost.calls.map((c) => c.url)).toEqual(['/gtm.js?id=GTM-TEST123']);
    const layer = JSON.parse(await page.evaluate(() => JSON.stringify((window as Window & { dataLayer?: unknown[] }).dataLayer))) as Record<string, unknown>[];
    const at = (match: (e: Record<string, unknown>) => boolean) => layer.findIndex(match);
    const defaults = at((e) => e[1] === 'default');
    const update = at((e) => e[1] === 'update');
    const start = at((e) => e.event === 'gtm.js');
    expect(defaults).toBe(0);
    expect(update).toBeGreaterThan(defaults);
    expect(start).toBeGreaterThan(update);
    expect(layer[update]?.[2]).toEqual({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' });
    const csp = (await page.request.get(`${site.url}/`, { headers: { cookie: 'cookie_consent=accepted' } })).headers()['content-security-policy'];
    expect(csp).toMatch(new RegExp(`script-src [^;]*${tagHost.url.replaceAll('.', '\\.')}`));
  });

  test('after "Rechazar" the tag never loads', async ({ page }) => {
    const calls = tagHost.calls.length;
    await page.goto(`${site.url}/`);
    await notice(page).getByRole('button', { name: 'Rechazar' }).click();
    await expect(notice(page)).toHaveCount(0);
    await page.goto(`${site.url}/sedes`);
    expect(tagHost.calls.length).toBe(calls);
    expect((await page.request.get(`${site.url}/`, { headers: { cookie: 'cookie_consent=rejected' } })).headers()['content-security-policy']).not.toContain(tagHost.url);
  });
});
