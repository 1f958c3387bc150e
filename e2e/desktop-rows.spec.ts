import { devices, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A desktop row is filled by what it holds: the home lists one news article and one event, and
 * two testimonials. A list of one is one wide card, its picture beside its text; two quotes share
 * their row. On a phone both stay one column, picture above text.
 */

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
};

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, userAgent: devices['Desktop Chrome'].userAgent });

  test('the home: its lone news and event cards lie wide, picture beside text; its two quotes fill their row', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Noticias', 'Próximos eventos']) {
      const list = region(page, name);
      await list.scrollIntoViewIfNeeded();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      const card = await box(list.getByRole('article'));
      const picture = await box(list.locator('img'));
      const title = await box(list.getByRole('heading', { level: 3 }));
      expect(card.width, name).toBeGreaterThan(600);
      expect(title.x, `${name}: the title right of the picture`).toBeGreaterThanOrEqual(picture.x + picture.width);
      expect(picture.width / picture.height, `${name}: the picture keeps its 16:9`).toBeCloseTo(16 / 9, 1);
    }

    const quotes = region(page, 'Nuestros estudiantes');
    await quotes.scrollIntoViewIfNeeded();
    const items = quotes.getByRole('listitem');
    await expect(items).toHaveCount(2);
    const row = await box(quotes.getByRole('list'));
    const last = await box(items.last());
    expect(Math.abs(last.x + last.width - (row.x + row.width)), 'the second quote ends where the row does').toBeLessThan(2);
  });

  test('the academic offer filtered to one program: «Guardar» stays on the picture, off the title', async ({ page }) => {
    await page.goto('/oferta-academica?filtro=derecho');
    await expect(page.getByText('1 programa de 14')).toBeVisible();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Derecho', exact: true }) });
    const picture = await box(card.locator('img'));
    const save = await box(card.getByRole('button', { name: /Guardar/ }));
    const title = await box(card.getByRole('heading', { name: 'Derecho' }));
    expect(save.x + save.width, '«Guardar» inside the picture').toBeLessThanOrEqual(picture.x + picture.width);
    expect(title.x).toBeGreaterThanOrEqual(picture.x + picture.width);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the home: the lone news card stays one column, picture above text', async ({ page }) => {
    await page.goto('/');
    const list = region(page, 'Noticias');
    await list.scrollIntoViewIfNeeded();
    const picture = await box(list.locator('img'));
    const title = await box(list.getByRole('heading', { level: 3 }));
    expect(title.y).toBeGreaterThanOrEqual(picture.y + picture.height);
  });
});
