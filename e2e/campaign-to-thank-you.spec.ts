import { chooseCookies, expect, test } from './fixtures';
import { untilHydrated } from './hydrated';

/**
 * The foundation's journey on a phone: home → program → landing → unknown path → thank-you,
 * with status codes, cookies, storage and breadcrumbs.
 */
test('a prospective student walks from a campaign link to a thank-you page', async ({ page, context }) => {
  const home = await page.goto('/?utm_source=google&utm_medium=cpc&utm_campaign=admisiones-2027');
  expect(home?.status()).toBe(200);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-CO');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('©');

  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
  expect(cookies.utm_source?.value).toBe('google');
  expect(cookies.utm_medium?.value).toBe('cpc');
  expect(cookies.utm_campaign?.value).toBe('admisiones-2027');
  expect(cookies.utm_source?.sameSite).toBe('Lax');
  expect(decodeURIComponent(cookies.attribution?.value ?? '')).toMatch(/^google-M-\d{4}-\d{2}-\d{2}T/);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('utm_source') ?? '{}').value)).toBe('google');
  await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('utm_campaign') ?? '{}').value)).toBe('admisiones-2027');

  // Home → a program.
  const programLink = page.locator('#programas a[href^="/programas/"]').first();
  const href = await programLink.getAttribute('href');
  const title = (await programLink.innerText()).trim();
  await programLink.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('h1')).toHaveText(title);
  const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(crumbs.getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(crumbs.getByRole('link', { name: 'Programas' })).toBeVisible();
  // The page's island stores what the visitor looks at once it runs (after hydration).
  const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);
  await expect.poll(() => stored('programType')).toBeTruthy();
  await expect.poll(() => stored('modality')).toBeTruthy();
  const offer = { programType: await stored('programType'), modality: await stored('modality'), campus: await stored('campus') };
  const program = await page.request.get(href ?? '/');
  expect(program.status()).toBe(200);

  // A landing with four segments: opportunity type, modality, campus and program.
  const slug = href?.split('/').pop() ?? '';
  const campus = offer.campus && offer.campus !== 'N/A' ? offer.campus : 'virtual';
  const landingPath = `/landing/${offer.programType}/${offer.modality?.toLowerCase()}/${campus}/${slug}`;
  const landing = await page.goto(landingPath);
  expect(landing?.status()).toBe(200);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator(`a[href="${href}"]`).first()).toBeVisible();

  // An unknown path: the page named 404, with status 404 and the URL unchanged.
  const missing = await page.goto('/esta-pagina-no-existe');
  expect(missing?.status()).toBe(404);
  await expect(page).toHaveURL(/\/esta-pagina-no-existe$/);
  await expect(page.locator('[data-page="404"]')).toBeVisible();
  await expect(page.locator('[data-page="404"] h1, [data-page="404"] h2').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /inicio/i }).first()).toBeVisible();

  // A thank-you page, and a landing thank-you that sends the visitor back to the landing.
  const thanks = await page.goto('/contacto/gracias');
  expect(thanks?.status()).toBe(200);
  await expect(page.locator('main')).toContainText(/gracias/i);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto('/landing/pregrado/gracias');
  await expect(page).toHaveURL(/\/landing\/pregrado$/);
});

test('the not-found page is served for /404 and /error with status 404', async ({ page }) => {
  for (const path of ['/404', '/error']) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page.locator('[data-page="404"]')).toBeVisible();
  }
});

/**
 * Next answers a notFound() of the cached catch-all route with an empty body (the page only in
 * the RSC payload, vercel/next.js#62228) and serves `/404` from a copy made at build time; the
 * site's server sends the server-rendered not-found page (the content page named 404) instead.
 */
test('every 404 document is the server-rendered not-found page, readable without JavaScript', async ({ request, browser, baseURL }) => {
  const paths = ['/404', '/error', '/esta-pagina-no-existe', '/programas/tampoco-existe', '/landing/a/b/c/d/e'];
  for (const path of paths) {
    for (const encoding of ['identity', 'gzip']) {
      const res = await request.get(path, { headers: { 'accept-encoding': encoding } });
      expect([path, encoding, res.status()]).toEqual([path, encoding, 404]);
      const body = (await res.text()).replace(/<script[\s\S]*?<\/script>/g, '');
      expect(body, path).toContain('data-page="404"');
      expect(body, path).toMatch(/<h1[^>]*>No encontramos esta página<\/h1>/);
      expect(body, path).toContain('Universidad Andina del Saber'); // the university's shell, not a build-time stand-in
    }
  }
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await chooseCookies(context, 'accepted');
  const page = await context.newPage();
  await page.goto('/esta-tampoco-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
  await context.close();
});

test('on the not-found page the URL stays the one asked for, and its links work', async ({ page }) => {
  const res = await page.goto('/programas/no-existe?utm_source=correo');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/programas\/no-existe\?utm_source=correo$/);
  // Shown at every unknown URL, it names no address of its own (not `/404`).
  await expect(page.locator('link[rel="canonical"], meta[property="og:url"]')).toHaveCount(0);
  await page.getByRole('link', { name: 'oferta académica', exact: true }).click();
  await expect(page).toHaveURL(/\/oferta-academica$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oferta académica');
});

test('a client navigation to an unknown path shows the whole not-found page, without loading a document', async ({ page }) => {
  await page.goto('/');
  // Hydrated, so that Next's router has started…
  await untilHydrated(page);
  // …then its own client navigation, as a link of the content to a removed page would make.
  await page.evaluate(() => (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push('/programas/ya-no-existe'));
  await expect(page).toHaveURL(/\/programas\/ya-no-existe$/);
  // The content service's not-found page, with its image, rendered by the route like any page.
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
  await expect(page.locator('[data-page="404"] img')).toBeVisible();
  // No document was loaded for it: the page came with the navigation.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '')).not.toMatch(/ya-no-existe/);
});

test('the head carries the page metadata, absolute canonical and social tags', async ({ page, baseURL }) => {
  await page.goto('/oferta-academica');
  await expect(page).toHaveTitle(/.+/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/oferta-academica`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/oferta-academica`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  await page.goto('/');
  await expect(page.locator('meta[name="google-site-verification"]')).toHaveCount(1);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((t) => t.includes('CollegeOrUniversity'))).toBe(true);
});

test('robots.txt and sitemap.xml list absolute URLs of the site', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /api/');
  // No search engine reads a Host: line as a full URL.
  expect(robots).not.toMatch(/^Host:/im);
  // /sitemap.xml is the index: the pages are in the sitemaps it lists, each on this site.
  const index = await (await request.get('/sitemap.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  expect(sitemaps.length).toBeGreaterThan(1);
  for (const loc of sitemaps) expect(loc.startsWith(`${baseURL}/sitemap/`), loc).toBe(true);
  const sitemap = (await Promise.all(sitemaps.map(async (loc) => (await request.get(loc)).text()))).join('');
  expect(sitemap).toContain(`<loc>${baseURL}</loc>`);
  expect(sitemap).toContain(`${baseURL}/programas/`);
  expect(sitemap).toContain(`${baseURL}/noticias/`);
  expect(sitemap).not.toContain('/gracias');
});

test('each page view is counted once, forwarded by the site to the content service', async ({ page }) => {
  const visits = async () => {
    const res = await fetch(`http://127.0.0.1:${process.env.E2E_CONTENT_PORT}/api/v1/resourcevisits`);
    return ((await res.json()) as Record<string, number>)['/nosotros'] ?? 0;
  };
  const before = await visits();
  const beacons: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/visits') beacons.push(r.postData() ?? '');
  });
  await page.goto('/nosotros', { waitUntil: 'networkidle' }); // every request of the page done, its beacon included
  expect(beacons).toHaveLength(1);
  await expect.poll(visits).toBe(before + 1);
});
