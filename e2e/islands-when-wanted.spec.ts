import type { Page } from '@playwright/test';
import { firstLoadScripts, recordChunks, someChunkHolds } from './chunks';
import { expect, test } from './fixtures';

/** The loaded page's idle time never comes: only what the visitor does brings an island's code. */
const holdIdle = (page: Page) =>
  page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });

type Island = { path: string; root: string; mark: string; control: string };

/**
 * `island`'s page opened with the idle time held back: the island's code is in no first-load
 * script and not fetched once the page has settled, and its control is disabled. What the page
 * fetches from then on is recorded in `chunks`.
 */
async function openWithoutIt(page: Page, baseURL: string | undefined, island: Island) {
  await holdIdle(page);
  const chunks = recordChunks(page);
  const document = await page.goto(island.path);
  for (const { src, body } of await firstLoadScripts(await document!.text(), baseURL)) expect(body, `${src} in the first load`).not.toContain(island.mark);

  const root = page.locator(island.root).first();
  const control = root.locator(island.control).first();
  await expect(root).toBeAttached(); // the server's HTML holds the island, as without scripts
  await page.waitForLoadState('networkidle');
  expect(await someChunkHolds(chunks, island.mark), 'fetched before the visitor wanted it').toBe(false);
  await expect(control).toBeDisabled();
  return { chunks, root, control };
}

/**
 * Islands below a phone's first screen are not part of the first load (components/blocks/lazy.client.tsx):
 * their code arrives when the visitor gets near them, or when the loaded page is idle. Each is
 * marked by a string only its own code holds, and has a control that works with scripts only,
 * disabled until the island is hydrated.
 */
const ISLANDS = [
  { name: 'the cost estimator', path: '/programas/ingenieria-de-sistemas', root: '[data-estimator]', mark: 'Marca las becas y descuentos', control: 'fieldset input' },
  { name: 'the share buttons', path: '/programas/ingenieria-de-sistemas', root: '[data-share]', mark: 'Enlace copiado', control: '[data-share-copy]' },
  { name: 'the campus map', path: '/sedes', root: '[data-campus-map]', mark: 'No pudimos obtener tu ubicación', control: 'button' },
] as const;

for (const island of ISLANDS) {
  test(`${island.name}: out of the first load, loaded and working once the visitor scrolls to it`, async ({ page, baseURL }) => {
    const { chunks, root, control } = await openWithoutIt(page, baseURL, island);
    await root.scrollIntoViewIfNeeded();
    await expect(control).toBeEnabled();
    expect(await someChunkHolds(chunks, island.mark), 'fetched once near').toBe(true);
  });
}

/**
 * Islands a phone's first screen shows are not part of the first load either (decision 0038): their
 * server HTML is the first paint, their code arrives with the loaded page's idle time, or at once
 * when the visitor presses inside one. `press` is what a visitor would tap first.
 */
const FIRST_SCREEN = [
  { name: '«Guardar»', path: '/landing/pregrado', root: '[data-save]', mark: 'Guardado en tu lista para comparar', control: ':scope', press: ':scope' },
  { name: 'the carousel', path: '/', root: '[data-carousel]', mark: 'Esta es la primera diapositiva', control: '[data-carousel-toggle]', press: '[data-carousel-toggle]' },
  { name: 'the offer’s filters', path: '/oferta-academica', root: '#programas', mark: 'Quitar filtro ', control: 'input[type="checkbox"]', press: 'summary' },
  { name: 'the campus pager', path: '/sedes', root: '[data-pager]', mark: '#pagina-', control: 'button:last-child', press: 'button:last-child' },
  { name: 'the search’s «Ver más»', path: '/buscar?q=ingenieria', root: '[data-results]', mark: 'No pudimos cargar más resultados', control: 'button.btn', press: 'button.btn' },
] as const;

for (const island of FIRST_SCREEN) {
  test(`${island.name}: out of the first load, brought by a first press before the idle time`, async ({ page, baseURL }) => {
    const { chunks, root, control } = await openWithoutIt(page, baseURL, island);
    // A tap on the control still disabled: the press itself brings the code.
    await root.locator(island.press).first().click({ force: true });
    await expect(control).toBeEnabled();
    expect(await someChunkHolds(chunks, island.mark), 'fetched once pressed').toBe(true);
  });

  test(`${island.name}: ready once the loaded page is idle, without a touch`, async ({ page }) => {
    await page.goto(island.path);
    await expect(page.locator(island.root).first().locator(island.control).first()).toBeEnabled();
  });
}

test('the program page’s sticky call to action arrives with the idle time, and shows once its header has scrolled away', async ({ page }) => {
  const chunks = recordChunks(page);
  await page.goto('/programas/ingenieria-de-sistemas');
  const bar = page.locator('[data-cta-bar]');
  await expect.poll(() => someChunkHolds(chunks, 'por WhatsApp (se abre en una ventana nueva)')).toBe(true);
  await page.mouse.wheel(0, 1200);
  await expect(bar).toHaveAttribute('data-visible', 'true');
});

test('a filtered offer’s address is shown at once: the filters do not wait for the idle time', async ({ page }) => {
  await holdIdle(page);
  await page.goto('/oferta-academica?filtro=ingenieria');
  await expect(page.locator('#programas article')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Quitar filtro Ingeniería' })).toBeEnabled();
});

test('the share buttons hydrate on their own: the program page’s save button above them works first', async ({ page }) => {
  await holdIdle(page);
  await page.goto('/programas/ingenieria-de-sistemas');
  await page.waitForLoadState('networkidle'); // hydrated: what a press brings is now listened for
  const save = page.locator('main').getByRole('button', { name: /Guardar/ }).first();
  // A press brings its code (decision 0038). Only the press: a tap's click can land after a quick
  // hydration and save the program itself, which the click below would then undo.
  await save.dispatchEvent('pointerdown');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-share-copy]')).toBeDisabled();
});
