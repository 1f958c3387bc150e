import { crawl } from './crawl';
import { expect, test } from './fixtures';
import { vnuErrors } from './vnu';

/** The W3C Nu HTML checker over every crawled page, the 404 page, a search, a mistyped landing and a comparison with its thanks: no error. */
test('every crawled page is valid HTML (W3C Nu checker)', async ({ request }) => {
  test.setTimeout(240_000);
  const pages = await crawl(request);
  // The crawl's requests carry no cookie: every page is checked with the cookie notice of a first visit.
  const compared = '?programas=ingenieria-de-sistemas,administracion-de-empresas,derecho,psicologia';
  for (const extra of ['/no-existe', '/buscar?q=ingenieria', '/buscar', '/landing/pregrado/zzz', '/tus-datos-personales', '/tus-datos-personales/gracias', '/politica-de-cookies', `/comparar${compared}`, `/comparar/gracias${compared}`]) {
    const res = await request.get(extra);
    pages.push({ path: extra, status: res.status(), html: await res.text() });
  }
  const errors = await vnuErrors(pages);
  expect(pages.length).toBeGreaterThanOrEqual(50);
  expect(pages.filter((p) => p.html.includes('<form id="cookie-notice"')).length, 'pages checked with the notice').toBeGreaterThanOrEqual(50);
  expect(errors).toEqual([]);
});
