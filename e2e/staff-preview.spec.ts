import { expect, test } from './fixtures';
import { signIn } from './staff';

const PUBLISHED = 'Encuentra tu programa';
const DRAFT = 'Tu carrera empieza en 2027';

test('a draft edit of a landing shows in preview and not on the public URL, not even after the preview, for another browser; leaving shows the published page', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await signIn(page);
  await page.getByLabel('Ruta de la página').fill('/landing/pregrado');
  await page.getByRole('button', { name: 'Abrir vista previa' }).click();
  await expect(page).toHaveURL(/\/landing\/pregrado$/);
  const banner = page.getByRole('complementary', { name: 'Vista previa' });
  await expect(banner).toContainText('Vista previa');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT);

  // The preview's answer is never stored or indexed.
  const previewAnswer = await page.request.get('/landing/pregrado');
  expect(previewAnswer.headers()['cache-control']).toMatch(/no-store/);
  expect(previewAnswer.headers()['x-robots-tag']).toContain('noindex');
  expect(await previewAnswer.text()).toContain(DRAFT);

  // Another visitor, after the preview visit: the published page, from the cache as before.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto('/landing/pregrado');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED);
  await expect(visitor.getByRole('complementary', { name: 'Vista previa' })).toHaveCount(0);
  await other.close();
  const anonymous = await request.get('/landing/pregrado', { headers: { cookie: '' } });
  expect(await anonymous.text()).not.toContain(DRAFT);

  // Leaving returns the published page.
  await banner.getByRole('button', { name: 'Salir de la vista previa' }).click();
  await expect(page).toHaveURL(/\/landing\/pregrado$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED);
  await expect(page.getByRole('complementary', { name: 'Vista previa' })).toHaveCount(0);

  // Without a staff session there is no way in; a link (a GET) is no way in either.
  const site = new URL(baseURL ?? '').origin;
  const refused = await request.post('/api/staff/preview', { form: { path: '/landing/pregrado' }, headers: { origin: site }, maxRedirects: 0 });
  expect(refused.status()).toBe(303);
  expect(refused.headers()['location']).toContain('/staff/entrar');
  expect(refused.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
  expect((await request.get('/api/staff/preview?path=/landing/pregrado', { maxRedirects: 0 })).status()).toBe(405);
});

test('the preview is entered only from the site, only to a page of the site', async ({ page, baseURL }) => {
  await signIn(page);
  const site = new URL(baseURL ?? '').origin;
  const enter = (path: string, origin = site) => page.request.post('/api/staff/preview', { form: { path }, headers: { origin }, maxRedirects: 0 });
  const crossSite = await enter('/landing/pregrado', 'https://evil.example');
  expect(crossSite.status()).toBe(403);
  expect(crossSite.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
  for (const path of ['//evil.example/login', '/.//evil.example/login', '/\\evil.example/login', `${site}//evil.example/login`, '/%2F%2Fevil.example/login', 'https://evil.example/login', '/staff/enlaces']) {
    const res = await enter(path);
    expect(res.status(), path).toBe(400);
    expect(res.headers()['location'], path).toBeUndefined();
  }
  const ok = await enter('/landing/pregrado?utm_source=x');
  expect(ok.status()).toBe(303);
  expect(new URL(ok.headers()['location'] ?? '', site).origin).toBe(site);
  expect(ok.headers()['location']).toMatch(/\/landing\/pregrado\?utm_source=x$/);
});

test('after sign-out, a copy of the draft cookie shows only the published page', async ({ page, request }) => {
  await signIn(page);
  await page.getByLabel('Ruta de la página').fill('/landing/pregrado');
  await page.getByRole('button', { name: 'Abrir vista previa' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT);
  const copied = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  expect(copied).toContain('__prerender_bypass');
  expect(await (await request.get('/landing/pregrado', { headers: { cookie: copied } })).text()).toContain(DRAFT);

  await page.goto('/staff');
  await page.getByRole('button', { name: 'Salir', exact: true }).click();
  await expect(page.getByText('Salió de la mesa de mercadeo.')).toBeVisible();
  const after = await request.get('/landing/pregrado', { headers: { cookie: copied } });
  const html = await after.text();
  expect(html).not.toContain(DRAFT);
  expect(html).toContain(PUBLISHED);
  expect(html).not.toContain('Salir de la vista previa');
});
