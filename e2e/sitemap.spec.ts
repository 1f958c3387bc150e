import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { freePort } from '../test/content-service';
import { startLoopback, type Loopback } from '../test/loopback';
import { expect, test } from './fixtures';
import { startContentService, startSite, type RunningService } from './servers';

/**
 * What search engines are told (docs/decisions/0011-search-engine-freshness.md): a sitemap index
 * with one sitemap per content type, every URL a 200 that is its own canonical, each with the
 * date the content gives its page; a content change moves that date and only that one, and is
 * announced to IndexNow (a stand-in HTTP server on 127.0.0.1) with the site's key.
 */

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const KEY = 'clave-indexnow-e2e-3f9a1c';
const SECRET = 'revalidate-sitemap-e2e-0123456789';
const PROGRAM = 'psicologia';

type Url = { loc: string; lastmod: string | undefined; images: string[]; children: string[] };

const tags = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1] ?? '');

/** The `<url>` entries of a sitemap, with the order of their child elements. */
function urlsOf(xml: string): Url[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: tags(body, 'loc')[0] ?? '',
    lastmod: tags(body, 'lastmod')[0],
    images: tags(body, 'image:loc'),
    children: [...body.matchAll(/<([\w:]+)>/g)].map((m) => m[1] ?? '').filter((n) => n !== 'image:loc'),
  }));
}

/** A crawler told to come back later: the site under load answers 503 with a Retry-After (server/admission.mjs). */
const toldToComeBack = (res: APIResponse) => res.status() === 503 && res.headers()['retry-after'] !== undefined;

type Sitemap = { loc: string; lastmod?: string; urls: Url[] };

/** The sitemap index, then every sitemap it lists; null where the site said to come back later. */
async function readSitemapsOnce(request: APIRequestContext, site: string): Promise<Sitemap[] | null> {
  const index = await request.get(`${site}/sitemap.xml`);
  if (toldToComeBack(index)) return null;
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toMatch(/^application\/xml/);
  const indexXml = await index.text();
  const sitemaps = [...indexXml.matchAll(/<sitemap>([\s\S]*?)<\/sitemap>/g)].map(([, body = '']) => ({ loc: tags(body, 'loc')[0] ?? '', lastmod: tags(body, 'lastmod')[0] }));
  const files: Sitemap[] = [];
  for (const sitemap of sitemaps) {
    const res = await request.get(sitemap.loc);
    if (toldToComeBack(res)) return null;
    expect(res.status(), sitemap.loc).toBe(200);
    const xml = await res.text();
    expect(xml).not.toMatch(/changefreq|priority/);
    files.push({ ...sitemap, urls: urlsOf(xml) });
  }
  return files;
}

/** The sitemaps as a crawler reads them: it comes back when told to, as a search engine does. */
async function readSitemaps(request: APIRequestContext, site: string): Promise<Sitemap[]> {
  const read: { files: Sitemap[] | null } = { files: null };
  await expect.poll(async () => (read.files = await readSitemapsOnce(request, site)) !== null, { message: 'the site serves its sitemaps', timeout: 15_000, intervals: [500] }).toBe(true);
  return read.files ?? [];
}

const byLoc = (files: Sitemap[]) => new Map(files.flatMap((f) => f.urls).map((u) => [u.loc, u.lastmod]));

/**
 * A site over a copy of the content that a test may edit (the content service tells the site of
 * each change, as `npm start` wires them), with an IndexNow stand-in; `siteEnv` adds the site's
 * IndexNow settings.
 */
function useEditableSite(tag: string, siteEnv: (indexNowUrl: string) => Record<string, string>) {
  const s = { contentDir: mkdtempSync(join(tmpdir(), `content-${tag}-`)) } as { contentDir: string; content: RunningService; site: RunningService; indexNow: Loopback };
  test.beforeAll(async () => {
    cpSync(join(__dirname, '..', 'content-service', 'content'), s.contentDir, { recursive: true });
    s.indexNow = await startLoopback((_req, res) => res.writeHead(202).end());
    const sitePort = await freePort();
    s.content = await startContentService({
      env: { CONTENT_DIR: s.contentDir, REVALIDATE_SECRET: SECRET, SITE_REVALIDATE_URL: `http://127.0.0.1:${sitePort}/api/revalidate` },
    });
    s.site = await startSite({ CONTENT_API_URL: s.content.url, DATA_DIR: s.content.dataDir, REVALIDATE_SECRET: SECRET, PORT: String(sitePort), ...siteEnv(s.indexNow.url) });
  });
  test.afterAll(async () => {
    await s.site?.stop();
    await s.content?.stop();
    await s.indexNow?.close();
  });
  return s;
}

test.describe('sitemap and IndexNow', () => {
  const s = useEditableSite('sitemap', (url) => ({ INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINT: `${url}/indexnow` }));

  test('the index lists a sitemap per content type; every URL is a 200, its own canonical, dated as its content', async ({ request }) => {
    test.setTimeout(120_000);
    const files = await readSitemaps(request, s.site.url);
    expect(files.map((f) => f.loc)).toEqual(['paginas', 'programas', 'articulos', 'eventos', 'sedes'].map((t) => `${s.site.url}/sitemap/${t}.xml`));
    // The content's own model of its pages (an ES module: loaded at run time, as e2e/services.ts does).
    const { loadContent } = await import('../content-service/store.mjs');
    const pages = loadContent('co', { contentDir: s.contentDir });
    // A page by its path; every landing is the page named landing (rules §2).
    const dateOf = (loc: string) => {
      const path = new URL(loc).pathname;
      return path === '/landing' || path.startsWith('/landing/') ? pages.pages.get('landing')?.changed : [...pages.pages.values()].find((p) => p.path === path)?.changed;
    };
    const images = new Set<string>();
    let count = 0;
    for (const file of files) {
      expect(file.urls.length, file.loc).toBeGreaterThan(0);
      // The index dates each sitemap by its latest page.
      expect(file.lastmod).toBe(file.urls.map((u) => u.lastmod ?? '').sort().at(-1));
      for (const url of file.urls) {
        count += 1;
        // sitemaps.org's order: loc, lastmod, then the extensions.
        expect(url.children, url.loc).toEqual(['loc', 'lastmod', ...url.images.map(() => 'image:image')]);
        expect(url.lastmod, url.loc).toMatch(W3C_DATETIME);
        expect(Date.parse(url.lastmod ?? ''), `${url.loc}: the content's date`).toBe(Date.parse(dateOf(url.loc) ?? 'none'));
        const res = await request.get(url.loc);
        expect(res.status(), url.loc).toBe(200);
        const html = await res.text();
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
        expect(canonical && new URL(canonical).href, url.loc).toBe(new URL(url.loc).href);
        expect(/<meta name="robots" content="([^"]+)"/.exec(html)?.[1], url.loc).not.toContain('noindex');
        // A CSS module's missing class renders as the word "undefined" in the markup.
        expect(html.match(/\bclass="[^"]*\bundefined\b[^"]*"/g), `${url.loc}: a class name never defined`).toBeNull();
        url.images.forEach((src) => images.add(src));
      }
    }
    expect(count).toBeGreaterThanOrEqual(50);
    // Programs and articles name their lead image; each answers 200.
    expect(files.find((f) => f.loc.endsWith('/programas.xml'))?.urls.every((u) => u.images.length === 1)).toBe(true);
    expect(files.find((f) => f.loc.endsWith('/articulos.xml'))?.urls.every((u) => u.images.length === 1)).toBe(true);
    for (const src of images) {
      const res = await request.get(src);
      expect(res.status(), src).toBe(200);
      expect(res.headers()['content-type'], src).toMatch(/^image\//);
    }
  });

  test('a content change moves that page’s lastmod, only that one, and is announced to IndexNow once', async ({ request }) => {
    test.setTimeout(90_000);
    const before = byLoc(await readSitemaps(request, s.site.url));
    const loc = `${s.site.url}/programas/${PROGRAM}`;
    expect(before.get(loc)).toBeDefined();
    expect(s.indexNow.calls).toEqual([]);

    // An editor changes a program; the content carries its new date (as a CMS stamps it on save).
    const changed = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString().replace('.000Z', 'Z');
    const file = join(s.contentDir, 'co', 'programs.json');
    const programs = JSON.parse(readFileSync(file, 'utf8')) as { slug: string; summary: string; changed: string }[];
    const program = programs.find((p) => p.slug === PROGRAM);
    if (!program) throw new Error(`no program ${PROGRAM}`);
    program.summary = `${program.summary} Nuevo plan de estudios 2027.`;
    program.changed = changed;
    writeFileSync(file, JSON.stringify(programs, null, 2));

    // Stale-while-revalidate: the first reading after the signal may still be the old one.
    await expect.poll(async () => byLoc(await readSitemaps(request, s.site.url)).get(loc), { timeout: 20_000, intervals: [500] }).toBe(changed);
    const after = byLoc(await readSitemaps(request, s.site.url));
    const moved = [...after].filter(([url, lastmod]) => before.get(url) !== lastmod).map(([url]) => url);
    expect(moved).toEqual([loc]);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());

    await expect.poll(() => s.indexNow.calls.length, { timeout: 15_000 }).toBe(1);
    // No second request for the same change (the batch window is 1 s).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(s.indexNow.calls).toHaveLength(1);
    const [call] = s.indexNow.calls;
    expect(call).toMatchObject({ method: 'POST', url: '/indexnow' });
    expect(JSON.parse(call?.body ?? '')).toEqual({ host: new URL(s.site.url).host, key: KEY, keyLocation: `${s.site.url}/${KEY}.txt`, urlList: [loc] });
  });

  test('the key file answers the key as plain text', async ({ request }) => {
    const res = await request.get(`${s.site.url}/${KEY}.txt`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe(KEY);
    expect((await request.get(`${s.site.url}/otra-clave-0000.txt`)).status()).toBe(404);
  });
});

test.describe('without INDEXNOW_KEY', () => {
  const s = useEditableSite('nokey', (url) => ({ INDEXNOW_ENDPOINT: `${url}/indexnow` }));

  test('a content change is revalidated and nothing is sent', async ({ request }) => {
    // The page is published and cached before the editor changes it. (A render already running
    // when the change is signalled may keep the old content until the page's own revalidation:
    // docs/decisions/0011-search-engine-freshness.md.)
    await expect.poll(async () => (await request.get(`${s.site.url}/nosotros`)).headers()['x-nextjs-cache'], { timeout: 15_000, intervals: [200] }).toBe('HIT');
    const file = join(s.contentDir, 'co', 'pages', 'nosotros.json');
    const page = JSON.parse(readFileSync(file, 'utf8')) as { seo: { title: string }; changed: string };
    page.seo.title = 'Quiénes somos | Universidad Andina del Saber';
    page.changed = '2026-11-24T12:00:00Z';
    writeFileSync(file, JSON.stringify(page, null, 2));
    await expect.poll(async () => (await request.get(`${s.site.url}/nosotros`)).text(), { timeout: 15_000, intervals: [500] }).toContain('Quiénes somos');
    await expect.poll(async () => byLoc(await readSitemaps(request, s.site.url)).get(`${s.site.url}/nosotros`), { timeout: 15_000, intervals: [500] }).toBe('2026-11-24T12:00:00Z');
    // Past the batch window: still nothing.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(s.indexNow.calls).toEqual([]);
    expect((await request.get(`${s.site.url}/${KEY}.txt`)).status()).toBe(404);
  });
});
