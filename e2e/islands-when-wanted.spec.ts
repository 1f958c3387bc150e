import { firstLoadScripts, recordChunks, someChunkHolds } from './chunks';
import { expect, test } from './fixtures';

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
    // The idle time after the load event would fetch it as well: held back, only the visitor's way down does.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const chunks = recordChunks(page);

    const document = await page.goto(island.path);
    for (const { src, body } of await firstLoadScripts(await document!.text(), baseURL)) expect(body, `${src} in the first load`).not.toContain(island.mark);

    const root = page.locator(island.root);
    const control = root.locator(island.control).first();
    await expect(root).toBeAttached(); // the server's HTML holds the island, as without scripts
    await page.waitForLoadState('networkidle');
    expect(await someChunkHolds(chunks, island.mark), 'fetched before the visitor got near').toBe(false);
    await expect(control).toBeDisabled();

    await root.scrollIntoViewIfNeeded();
    await expect(control).toBeEnabled();
    expect(await someChunkHolds(chunks, island.mark), 'fetched once near').toBe(true);
  });
}

test('the share buttons hydrate on their own: the program page’s save button above them works first', async ({ page }) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/programas/ingenieria-de-sistemas');
  const save = page.locator('main').getByRole('button', { name: /Guardar/ }).first();
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-share-copy]')).toBeDisabled();
});
