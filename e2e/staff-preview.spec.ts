import { expect, test } from './fixtures';
import { signIn } from './staff';

const PUBLISHED = 'Encuentra tu programa';
const DRAFT = 'Tu carrera empieza en 2027';

test('a draft edit of a landing shows in preview and not on the public URL, not even after the preview, for another browser; leaving shows the published page', async ({
  page,
  browser,
  request,
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

  // Without a staff session there is no way in.
  const refused = await request.get('/api/staff/preview?path=/landing/pregrado', { maxRedirects: 0 });
  expect(refused.status()).toBe(303);
  expect(refused.headers()['location']).toContain('/staff/entrar');
  expect(refused.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
});
