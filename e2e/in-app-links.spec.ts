import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { untilHydrated } from './hydrated';

/**
 * In-app links (rules §2 "Starting with /"): plain anchors that the router opens without loading
 * a document, their page fetched as soon as the pointer or the focus is on them (lib/links/in-app.ts,
 * decision 0029). What the browser keeps (other origins, files, new tabs, modified clicks) is
 * covered by lib/links/in-app.test.ts.
 */

/** The document the tab loaded last: a client navigation loads none. */
const loadedDocument = (page: Page) => page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]?.name ?? '').pathname);

/** The router's requests for the page at `path` (its RSC payload), as they are made. */
function routerRequests(page: Page, path: string) {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path && r.headers()['rsc'] === '1') seen.push(r);
  });
  return seen;
}

/** The phone menu, open once the page is hydrated: the site's listeners are in place. */
async function openMenu(page: Page) {
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Menú', exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu).toBeVisible();
  return menu;
}

test('a tap on a menu link opens the page through the router, fetched when the finger lands', async ({ page }) => {
  await page.goto('/');
  const menu = await openMenu(page);
  const link = menu.getByRole('link', { name: 'Sedes', exact: true });
  const requests = routerRequests(page, '/sedes');
  await link.hover();
  await expect.poll(() => requests.length).toBe(1);
  await link.click();
  await expect(page).toHaveURL(/\/sedes$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sedes');
  // The menu closed with the navigation; the page came from the prefetch, and no document was loaded.
  await expect(menu).toBeHidden();
  expect(requests).toHaveLength(1);
  expect(await loadedDocument(page)).toBe('/');
});

test('a link reached with the keyboard is fetched on focus and opened with Enter', async ({ page }) => {
  await page.goto('/programas/ingenieria-de-sistemas');
  await openMenu(page);
  await page.keyboard.press('Escape');
  const home = page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Inicio' });
  const requests = routerRequests(page, '/');
  await home.focus();
  await expect.poll(() => requests.length).toBe(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu futuro empieza aquí');
  expect(requests).toHaveLength(1);
  expect(await loadedDocument(page)).toBe('/programas/ingenieria-de-sistemas');
});

test('back returns to the page a link left, still without a document', async ({ page }) => {
  await page.goto('/oferta-academica');
  await openMenu(page);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Eventos', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Eventos');
  await page.goBack();
  await expect(page).toHaveURL(/\/oferta-academica$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oferta académica');
  expect(await loadedDocument(page)).toBe('/oferta-academica');
});
