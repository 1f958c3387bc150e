import { devices } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test } from './fixtures';
import { signIn } from './staff';

const LANDING = '/landing/pregrado/vir/n-a/administracion-de-empresas';

test('a campaign link built for a co landing opens, in a fresh browser, a landing that preselects its program and keeps its campaign; its QR code decodes to it', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await signIn(page, undefined, '/staff/enlaces');
  await expect(page.getByRole('heading', { level: 1, name: 'Enlaces de campaña' })).toBeVisible();
  await page.getByLabel('Programa', { exact: true }).selectOption('administracion-de-empresas');
  await page.getByLabel('Fuente (utm_source)').selectOption('facebook');
  await page.getByLabel('Medio (utm_medium)').selectOption('paid-social');
  await page.getByLabel('Campaña (utm_campaign)').fill('Matrículas 2027 Virtual');
  await page.getByLabel('Contenido (utm_content)').fill('Video A');
  await page.getByRole('button', { name: 'Crear enlace' }).click();

  const expected = `${baseURL}${LANDING}?utm_source=facebook&utm_medium=paid-social&utm_campaign=matriculas-2027-virtual&utm_content=video-a`;
  await expect(page.getByTestId('campaign-url')).toHaveText(expected);

  // The QR code, as a phone's camera would read it off the screen.
  const png = PNG.sync.read(await page.getByTestId('campaign-qr').screenshot());
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(expected);

  // The copy button puts the same URL on the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(page.getByText('Copiado.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  // A campaign-less field left empty is refused beside the field, in Spanish.
  await page.getByLabel('Campaña (utm_campaign)').fill('  ');
  await page.getByRole('button', { name: 'Crear enlace' }).click();
  await expect(page.getByText('Escriba el nombre de la campaña.')).toBeVisible();

  // A prospective student opens the link in a fresh browser.
  const fresh = await browser.newContext({ ...devices['Pixel 7'] });
  const visitor = await fresh.newPage();
  await visitor.goto(expected);
  const form = visitor.locator('form[aria-labelledby]').last();
  await expect(form.getByLabel(/^Programa de interés/)).toHaveValue('co-administracion');
  const cookies = Object.fromEntries((await fresh.cookies()).map((c) => [c.name, c.value]));
  expect(cookies).toMatchObject({ utm_source: 'facebook', utm_medium: 'paid-social', utm_campaign: 'matriculas-2027-virtual', utm_content: 'video-a' });
  await fresh.close();
});
