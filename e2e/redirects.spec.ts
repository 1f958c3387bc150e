import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { freePort } from '../test/content-service';
import { startLoopback, type Loopback } from '../test/loopback';
import { expect, test } from './fixtures';
import { crmEntries } from './lead-crm';
import { fillLead } from './lead-form';
import { startContentService, startSite, type RunningService } from './servers';
import { signIn } from './staff';

/**
 * The redirects the content team manages (docs/redirects.md), over the embedded content's own
 * list (content-service/content/co/redirects.json) and, for a loop and a redirected page, over a
 * copy of the content that only this file uses.
 */
const OLD_PROGRAM = '/programas/ingenieria-de-sistemas-y-computacion';
const NEW_PROGRAM = '/programas/ingenieria-de-sistemas';
const CAMPAIGN = 'utm_source=google&utm_medium=cpc&utm_campaign=sistemas-2027&utm_content=afiche-metro&gclid=EAIaIQobChMI-e2e';
const SHOTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const noFollow = (request: APIRequestContext, url: string) => request.get(url, { maxRedirects: 0 });
const locationOf = (headers: Record<string, string>, base: string) => new URL(headers.location ?? '', base);

/** Every path the sitemaps list. */
async function sitemapPaths(request: APIRequestContext, site: string): Promise<string[]> {
  const index = await (await request.get(`${site}/sitemap.xml`)).text();
  const paths: string[] = [];
  for (const [, loc = ''] of index.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await request.get(loc)).text();
    for (const [, url = ''] of xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)) paths.push(new URL(url).pathname);
  }
  return paths;
}

/** The sources of the content's redirects. */
function redirectSources(contentDir = join(__dirname, '..', 'content-service', 'content')): string[] {
  const file = JSON.parse(readFileSync(join(contentDir, 'co', 'redirects.json'), 'utf8')) as { redirects: { from: string }[] };
  return file.redirects.map((r) => r.from);
}

test.describe('the content’s redirects', () => {
  test('an old program address answers 308 to the new one, its campaign kept, and the lead sent there carries it', async ({ page, request, baseURL }) => {
    for (const path of [OLD_PROGRAM, '/Programas/Ingenieria-De-Sistemas-Y-Computacion']) {
      const res = await noFollow(request, `${path}?${CAMPAIGN}`);
      expect(res.status(), path).toBe(308);
      const to = locationOf(res.headers(), baseURL ?? '');
      expect(to.pathname).toBe(NEW_PROGRAM);
      expect(to.search).toBe(`?${CAMPAIGN}`);
    }

    const email = `redireccion.${randomUUID().slice(0, 8)}@correo.com`;
    await page.goto(`${OLD_PROGRAM}?${CAMPAIGN}`);
    await expect(page).toHaveURL(`${baseURL}${NEW_PROGRAM}?${CAMPAIGN}`);
    const form = await fillLead(page, email);
    await form.getByRole('button', { name: /información|Enviar|Inscr/i }).click();
    await expect(page).toHaveURL(new RegExp(`${NEW_PROGRAM}/gracias$`), { timeout: 15_000 });
    await expect.poll(async () => (await crmEntries('/leads')).filter((e) => JSON.stringify(e.body).includes(email)).length, { timeout: 15_000 }).toBe(1);
    const body = JSON.stringify((await crmEntries('/leads')).find((e) => JSON.stringify(e.body).includes(email))?.body);
    expect(body).toContain(`"landingName":"${NEW_PROGRAM}"`);
    expect(body).toContain('"utm_source":"google"');
    expect(body).toContain('"utm_campaign":"sistemas-2027"');
    expect(body).toContain('"utm_media":"cpc"');
    expect(body).toContain('"gClidMedios":"EAIaIQobChMI-e2e"');
  });

  test('a temporary redirect answers 307, a chain one hop, an expired redirect 404', async ({ request, baseURL }) => {
    const temporary = await noFollow(request, '/inscripciones?utm_source=facebook');
    expect(temporary.status()).toBe(307);
    expect(locationOf(temporary.headers(), baseURL ?? '').href).toBe(`${baseURL}/admisiones?utm_source=facebook`);
    expect(temporary.headers()['cache-control']).toBe('no-store');

    // Two merged faculty pages: the content lists two hops, the visitor makes one.
    const merged = await noFollow(request, '/facultades/ciencias-basicas');
    expect(merged.status()).toBe(308);
    expect(locationOf(merged.headers(), baseURL ?? '').pathname).toBe('/oferta-academica');

    const away = await noFollow(request, '/biblioteca');
    expect(away.status()).toBe(308);
    expect(away.headers().location).toBe('https://biblioteca.uandinadelsaber.edu.co/');

    // Its `expires` has passed: the path is no redirect, and no page has it.
    const expired = await noFollow(request, '/eventos/feria-de-posgrados-abril-2026');
    expect(expired.status()).toBe(404);
  });

  test('the sitemap lists no redirected path, and no redirected path answers 200', async ({ request, baseURL }) => {
    test.setTimeout(90_000);
    const listed = new Set(await sitemapPaths(request, baseURL ?? ''));
    expect(listed.size).toBeGreaterThan(40);
    for (const from of redirectSources()) {
      expect(listed.has(from), from).toBe(false);
      expect((await noFollow(request, from)).status(), from).not.toBe(200);
    }
  });

  test('the workbench: the checker says where a link redirects, the builder offers the target, the list counts the hits', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const link = `${baseURL}${OLD_PROGRAM}?${CAMPAIGN}`;
    await page.goto(`/staff/verificar?url=${encodeURIComponent(link)}`);
    await expect(page.getByTestId('link-redirect')).toContainText(`Este enlace redirige a ${baseURL}${NEW_PROGRAM}?${CAMPAIGN}`);
    await expect(page.getByTestId('link-status')).toHaveText('Responde 200 después de 1 redirección(es).');
    // The facts are the new page's.
    await expect(page.getByTestId('link-canonical')).toHaveText(`${baseURL}${NEW_PROGRAM}`);
    await expect(page.getByTestId('link-form')).toHaveText('Sí');
    for (const { width, height } of SHOTS) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: test.info().outputPath(`checker-${width}.png`), fullPage: true });
    }

    // An ended campaign's landing: refused, and its successor offered.
    await page.goto('/staff/enlaces?tipo=educacion-continua&fuente=facebook&medio=paid-social&campana=diplomados-2027&crear=1');
    const refusal = page.getByTestId('landing-redirected');
    await expect(refusal).toContainText('El landing /landing/educacion-continua redirige a /landing/educacion-continua/vir');
    await expect(page.getByTestId('campaign-url')).toHaveCount(0);
    for (const { width, height } of SHOTS) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: test.info().outputPath(`builder-${width}.png`), fullPage: true });
    }
    await refusal.getByRole('link', { name: 'Crear el enlace a /landing/educacion-continua/vir' }).click();
    await expect(page.getByTestId('campaign-url')).toHaveText(`${baseURL}/landing/educacion-continua/vir?utm_source=facebook&utm_medium=paid-social&utm_campaign=diplomados-2027`);

    // The hits of the old program's address (this file's visits among them, counted by this instance).
    await page.goto('/staff/redirecciones?buscar=sistemas-y-computacion');
    const row = page.getByTestId('redirects').getByRole('row').filter({ hasText: OLD_PROGRAM });
    await expect(row.getByRole('cell').nth(1)).toHaveText(NEW_PROGRAM);
    await expect(row.getByRole('cell').nth(2)).toHaveText('Permanente (308)');
    expect(Number(await row.getByRole('cell').nth(4).innerText())).toBeGreaterThanOrEqual(1);
    expect(Number(await row.getByRole('cell').nth(5).innerText())).toBeGreaterThanOrEqual(1);
    await page.goto('/staff/redirecciones');
    for (const { width, height } of SHOTS) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: test.info().outputPath(`list-${width}.png`), fullPage: true });
    }
  });
});

test.describe('a content set with a loop and a redirected page', () => {
  const KEY = 'clave-indexnow-redirects-e2e';
  const SECRET = 'revalidate-redirects-e2e-0123456789';
  const s = { contentDir: mkdtempSync(join(tmpdir(), 'content-redirects-')) } as { contentDir: string; content: RunningService; site: RunningService; indexNow: Loopback };
  const file = () => join(s.contentDir, 'co', 'redirects.json');

  test.beforeAll(async () => {
    cpSync(join(__dirname, '..', 'content-service', 'content'), s.contentDir, { recursive: true });
    const list = JSON.parse(readFileSync(file(), 'utf8')) as { redirects: object[] };
    list.redirects.push(
      { from: '/campana/a', to: '/campana/b', status: 301 },
      { from: '/campana/b', to: '/campana/c', status: 301 },
      { from: '/campana/c', to: '/campana/a', status: 301 },
      // A page the content still has, now redirected.
      { from: '/nosotros', to: '/admisiones', status: 301 },
    );
    writeFileSync(file(), JSON.stringify(list, null, 2));
    s.indexNow = await startLoopback((_req, res) => res.writeHead(202).end());
    const sitePort = await freePort();
    s.content = await startContentService({ env: { CONTENT_DIR: s.contentDir, REVALIDATE_SECRET: SECRET, SITE_REVALIDATE_URL: `http://127.0.0.1:${sitePort}/api/revalidate` } });
    s.site = await startSite({
      CONTENT_API_URL: s.content.url,
      DATA_DIR: s.content.dataDir,
      REVALIDATE_SECRET: SECRET,
      PORT: String(sitePort),
      INDEXNOW_KEY: KEY,
      INDEXNOW_ENDPOINT: `${s.indexNow.url}/indexnow`,
    });
  });
  test.afterAll(async () => {
    await s.site?.stop();
    await s.content?.stop();
    await s.indexNow?.close();
  });

  test('the loop is refused at load with one log line, and the other redirects still work', async ({ request }) => {
    // The list loads as the site starts, beside its first requests: its line may follow the health check.
    const refusalsNow = () => s.site.logs.filter((line) => line.includes('"redirects.loop_refused"'));
    await expect.poll(() => refusalsNow().length, { timeout: 10_000 }).toBeGreaterThan(0);
    const refusals = refusalsNow();
    expect(refusals).toHaveLength(1);
    const logged = JSON.parse(refusals[0] ?? '{}') as { count: number; paths: string[] };
    expect(logged.count).toBe(3);
    expect([...logged.paths].sort()).toEqual(['/campana/a', '/campana/b', '/campana/c']);
    for (const path of ['/campana/a', '/campana/b']) expect((await noFollow(request, `${s.site.url}${path}`)).status(), path).toBe(404);
    const moved = await noFollow(request, `${s.site.url}${OLD_PROGRAM}`);
    expect(moved.status()).toBe(308);
    expect(locationOf(moved.headers(), s.site.url).pathname).toBe(NEW_PROGRAM);
  });

  test('a redirected page is never answered 200 nor listed in the sitemap', async ({ request }) => {
    test.setTimeout(90_000);
    const res = await noFollow(request, `${s.site.url}/nosotros`);
    expect(res.status()).toBe(308);
    expect(locationOf(res.headers(), s.site.url).pathname).toBe('/admisiones');
    const listed = await sitemapPaths(request, s.site.url);
    expect(listed).toContain('/admisiones');
    expect(listed).not.toContain('/nosotros');
  });

  test('a redirect added to the content applies at the revalidation, and IndexNow hears of the new address', async ({ request }) => {
    expect(s.indexNow.calls).toEqual([]);
    const list = JSON.parse(readFileSync(file(), 'utf8')) as { redirects: object[] };
    list.redirects.push({ from: '/programas/psicologia-clinica', to: '/programas/psicologia', status: 301 });
    writeFileSync(file(), JSON.stringify(list, null, 2));
    await expect.poll(async () => (await noFollow(request, `${s.site.url}/programas/psicologia-clinica`)).status(), { timeout: 15_000, intervals: [300] }).toBe(308);
    await expect.poll(() => s.indexNow.calls.length, { timeout: 15_000 }).toBe(1);
    const sent = JSON.parse(s.indexNow.calls[0]?.body ?? '{}') as { urlList: string[] };
    expect(sent.urlList).toContain(`${s.site.url}/programas/psicologia`);
    expect(sent.urlList).toContain(`${s.site.url}/programas/psicologia-clinica`);
  });
});
