import { expect, test } from './fixtures';
import { holdScripts } from './hold-scripts';
import { untilHydrated } from './hydrated';
import { startSite } from './servers';

/**
 * Finding a program on a phone: site search rendered on the server, the header typeahead, the
 * academic offer's URL filters and a landing's preselected form.
 */
test('searching without accents finds the programs, with tabs and "Ver más"', async ({ page }) => {
  const res = await page.goto('/buscar');
  expect(res?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Buscar en el sitio' }).fill('ingenieria');
  await main.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/\/buscar\?q=ingenieria$/);

  const list = page.getByRole('list', { name: 'Resultados de la búsqueda' });
  const results = list.getByRole('listitem');
  for (const title of ['Ingeniería de Sistemas', 'Ingeniería Civil', 'Ingeniería Industrial']) {
    await expect(list.getByRole('link', { name: title, exact: true })).toBeVisible();
  }
  await expect(results).toHaveCount(8);
  const firstTitle = await results.first().getByRole('link').innerText();

  // "Ver más" appends the next page below the first one.
  await page.getByRole('button', { name: /Ver más/ }).click();
  await expect(results).toHaveCount(10);
  await expect(results.first().getByRole('link')).toHaveText(firstTitle);
  await expect(page.getByRole('button', { name: /Ver más/ })).toHaveCount(0);

  // Tabs from group_by.content_type, with counts; switching narrows the list.
  const tabs = page.getByRole('navigation', { name: 'Tipo de contenido' });
  await expect(tabs.getByRole('link', { name: /^Todos \(10\)$/ })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: /^Programas \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/tipo=programa/);
  await expect(tabs.getByRole('link', { name: /^Programas/ })).toHaveAttribute('aria-current', 'page');
  await expect(results).toHaveCount(4);
  for (const item of await results.all()) await expect(item).toContainText('Programas');

  // Nothing found: the Spanish message, still a 200 page.
  const none = await page.goto('/buscar?q=zzzxqj');
  expect(none?.status()).toBe(200);
  await expect(page.getByText('No encontramos resultados para «zzzxqj»')).toBeVisible();
});

test("before the page's scripts, the header's search button opens the search page", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/programas/ingenieria-de-sistemas', { waitUntil: 'domcontentloaded' });
  await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/buscar\??$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('searchbox', { name: 'Buscar en el sitio' }).fill('sistemas');
  await page.getByRole('main').getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/\/buscar\?q=sistemas$/);
  await expect(page.getByRole('list', { name: 'Resultados de la búsqueda' }).getByRole('link', { name: 'Ingeniería de Sistemas', exact: true })).toBeVisible();
  expect(scripts.held()).toBeGreaterThan(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the header's search button opens the search page", async ({ page }) => {
    await page.goto('/sedes');
    await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/buscar\??$/);
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Buscar en el sitio' })).toBeVisible();
  });
});

test('the header typeahead is a keyboard-operable combobox', async ({ page }) => {
  await page.goto('/');
  // Pressed before hydration, the search button opens the search page (the test above).
  await untilHydrated(page);
  await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).click();
  const box = page.getByRole('combobox', { name: 'Buscar en el sitio' });
  await expect(box).toBeFocused();
  await box.pressSequentially('sistemas', { delay: 30 });
  const options = page.getByRole('listbox', { name: 'Sugerencias' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const count = await options.count();
  await expect(page.getByRole('status').filter({ hasText: 'available' })).toHaveText(`${count} result(s) available`);

  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  const first = options.first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  const title = (await first.locator('span').first().innerText()).trim();
  await box.press('Enter');
  await expect(page).not.toHaveURL(/\/$/);
  await expect(page.locator('h1')).toHaveText(title);

  // Escape closes the list; Enter without a selection opens the search page.
  await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).click();
  await box.pressSequentially('zzzxqj');
  await expect(page.getByRole('status').filter({ hasText: 'available' })).toHaveText('No results available');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/buscar\?q=zzzxqj$/);
});

test('a filtered academic offer survives reload and back/forward', async ({ page }) => {
  await page.goto('/oferta-academica');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/oferta-academica$/);
  const cards = page.locator('#programas article');
  const all = await cards.count();
  expect(all).toBeGreaterThan(10);

  await page.getByText('Filtrar', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Ingeniería' }).check();
  await expect(page).toHaveURL(/\?filtro=ingenieria$/);
  await expect(cards).toHaveCount(5);
  await page.getByRole('checkbox', { name: 'Virtual' }).check();
  await expect(page).toHaveURL(/\?filtro=ingenieria%2Cvirtual$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Gerencia de Proyectos');

  await page.reload();
  await expect(cards).toHaveCount(1);
  await page.getByText(/^Filtrar/).click();
  await expect(page.getByRole('checkbox', { name: 'Virtual' })).toBeChecked();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/oferta-academica$/);

  await page.goBack();
  await expect(page).toHaveURL(/\?filtro=ingenieria$/);
  await expect(cards).toHaveCount(5);
  await page.goForward();
  await expect(cards).toHaveCount(1);

  // Removing filters: one left goes to that option's view, none left to the offer itself.
  await page.getByRole('button', { name: 'Quitar filtro Ingeniería' }).click();
  await expect(page).toHaveURL(/\?filtro=virtual$/);
  await page.getByRole('button', { name: 'Quitar filtro Virtual' }).click();
  await expect(page).toHaveURL(/\/oferta-academica$/);
  await expect(cards).toHaveCount(all);

  // Category tabs are URL state too.
  await page.getByRole('navigation', { name: 'Nivel de estudios' }).getByRole('link', { name: 'Posgrado' }).click();
  await expect(page).toHaveURL(/\?categoria=posgrado$/);
  await expect(cards).toHaveCount(3);
  await page.goto('/oferta-academica');
  await expect(cards).toHaveCount(all);
});

test('a four-segment landing preselects its program in the form', async ({ page }) => {
  const res = await page.goto('/landing/pregrado/presencial/campus-bogota/ingenieria-de-sistemas');
  expect(res?.status()).toBe(200);
  await expect(page.locator('#programas article')).toHaveCount(1);
  await expect(page.locator('#programas article')).toContainText('Ingeniería de Sistemas');
  await expect(page.getByLabel(/Programa de interés/)).toHaveValue('co-ing-sistemas');
});

test('a search failure is a branded message, not an error page', async ({ page }) => {
  // The core search API is unreachable; pages and the shell still come from the content service.
  const content = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT}`;
  const site = await startSite({ CONTENT_API_URL: content, CORE_API_URL: 'http://127.0.0.1:9', UPSTREAM_TIMEOUT_MS: '2000', DATA_DIR: process.env.E2E_DATA_DIR ?? '' });
  try {
    const res = await page.goto(`${site.url}/buscar?q=ingenieria`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('La búsqueda no está disponible en este momento');
    await expect(page.getByRole('link', { name: 'Reintentar' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  } finally {
    await page.goto('about:blank'); // no prefetch of the page left to fail against a stopped site
    await site.stop();
  }
});
