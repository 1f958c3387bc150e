import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { crmList } from './lead-api';
import { useUniversitySite } from './servers';

/**
 * The accessibility statement (W3C's and GOV.UK's model statements; Colombia's Resolución 1519
 * de 2020): the conformance level, the known limitations, the law of the country, a way to report
 * a barrier and a date, linked from every page's footer; its report reaches the CRM as a web case.
 */
async function reportBarrier(page: Page, base: string, university: 'co' | 'pa' | 'cr', crmUrl: string) {
  await page.goto(`${base}/`);
  await page.locator('footer').getByRole('link', { name: 'Accesibilidad' }).click();
  await expect(page).toHaveURL(/\/accesibilidad$/);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Declaración de accesibilidad');
  await expect(main).toContainText('WCAG) 2.2');
  await expect(main).toContainText('nivel AA');
  await expect(main.getByRole('heading', { name: 'Limitaciones conocidas' })).toBeVisible();
  await expect(main.getByRole('heading', { name: /^Marco legal en / })).toBeVisible();
  await expect(main).toContainText({ co: 'Resolución 1519 de 2020', pa: 'Ley 15 de 2016', cr: 'Ley 7600' }[university]);
  await expect(main).toContainText(/revisada por última vez el \d+ de \w+ de \d{4}/);

  const email = `barrera.${randomUUID().slice(0, 8)}@correo.com`;
  const form = page.locator(`form[data-form-id="${university}-form-accesibilidad"]`);
  await form.getByLabel(/^Nombres/).fill('Camila');
  await form.getByLabel(/^Apellidos/).fill('Ortiz');
  await form.getByLabel(/^Correo electrónico/).fill(email);
  await form.getByLabel(/^¿Qué barrera encontraste\?/).fill('En la página de sedes, el lector de pantalla no anuncia el botón del mapa.');
  await form.getByRole('checkbox', { name: /Acepto la política/ }).check();
  await form.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(page).toHaveURL(/\/accesibilidad\/gracias$/, { timeout: 15_000 });
  await expect(main).toContainText('Recibimos tu reporte');

  await expect.poll(async () => (await crmList(crmUrl, '/web-cases')).filter((e) => JSON.stringify(e.body).includes(email)).length, { timeout: 15_000 }).toBe(1);
  const entry = (await crmList(crmUrl, '/web-cases')).find((e) => JSON.stringify(e.body).includes(email));
  expect(entry?.body).toMatchObject({
    email,
    type: { code: 'accesibilidad' },
    class: { code: 'accesibilidad' },
    description: 'En la página de sedes, el lector de pantalla no anuncia el botón del mapa.',
    module: { name: 'Accesibilidad del sitio', value: 'barrera-de-accesibilidad' },
  });
}

test('Colombia: the statement is one tap from the footer, and a reported barrier reaches the CRM', async ({ page, baseURL }) => {
  await reportBarrier(page, baseURL ?? '', 'co', `http://127.0.0.1:${process.env.E2E_CONTENT_PORT}`);
});

for (const university of ['pa', 'cr'] as const) {
  test.describe(university, () => {
    const site = useUniversitySite(university);
    test(`${university}: the statement names the country's law, and a reported barrier reaches the CRM`, async ({ page }) => {
      await reportBarrier(page, site.url, university, site.contentUrl);
    });
  });
}
