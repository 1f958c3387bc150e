import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DENIED = 'Por favor, habilita los permisos de ubicación en tu navegador.';

/** Requests that leave the site's own origin (the site runs on 127.0.0.1). */
function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(hostname) && !request.url().startsWith('data:')) seen.push(request.url());
  });
  return seen;
}

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Mapa de sedes' });
const campusCards = (page: Page) =>
  page
    .locator('section', { has: page.getByRole('heading', { level: 2, name: 'Encuentra tu sede' }) })
    .locator('article')
    .filter({ visible: true });

test.describe('campuses: map, pagination, geolocation', () => {
  test('without a Maps key the map is an accessible list with directions, and Google is never asked', async ({ page }) => {
    const google: string[] = [];
    page.on('request', (r) => {
      if (/maps\.googleapis\.com|maps\.gstatic\.com/.test(r.url())) google.push(r.url());
    });
    await page.goto('/sedes');
    const map = mapRegion(page);
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole('listitem')).toHaveCount(5);
    const directions = map.getByRole('link', { name: /^Cómo llegar a / });
    await expect(directions).toHaveCount(5);
    await expect(directions.first()).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?[\d.]+,-?[\d.]+$/);
    await expect(directions.first()).toHaveAttribute('target', '_blank');
    await expect(map.getByRole('link', { name: /^Ver en Google Maps/ }).first()).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-?[\d.]+,-?[\d.]+$/,
    );
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(google).toEqual([]);
  });

  test('the list pages through its campuses, with the page in the URL', async ({ page }) => {
    await page.goto('/sedes');
    const pager = page.getByRole('navigation', { name: 'Páginas de Encuentra tu sede' });
    await expect(pager.getByText('Página 1 de 2')).toBeVisible();
    await expect(campusCards(page)).toHaveCount(3);
    // Every campus is in the HTML for crawlers, whatever the page.
    await expect(page.locator('section article')).toHaveCount(5);

    const next = pager.getByRole('button', { name: 'Siguiente' });
    const box = await next.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await next.click();
    await expect(pager.getByText('Página 2 de 2')).toBeVisible();
    await expect(campusCards(page)).toHaveCount(2);
    await expect(page).toHaveURL(/\/sedes\?pagina=2$/);

    await page.goBack();
    await expect(pager.getByText('Página 1 de 2')).toBeVisible();
    await expect(campusCards(page)).toHaveCount(3);

    await page.goto('/sedes?pagina=2');
    await expect(pager.getByText('Página 2 de 2')).toBeVisible();
    await expect(campusCards(page)).toHaveCount(2);
    await pager.getByRole('button', { name: 'Anterior' }).click();
    await expect(page).toHaveURL(/\/sedes$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every campus is listed, and no pager claims a page of them', async ({ page }) => {
      await page.goto('/sedes');
      await expect(campusCards(page)).toHaveCount(5);
      await expect(page.getByRole('heading', { name: 'Centro de Atención Cali' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Páginas de Encuentra tu sede' })).toBeHidden();
    });
  });

  test('with location granted, the places are sorted nearest first', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 11.0, longitude: -74.81 }); // Barranquilla
    await page.goto('/sedes');
    const map = mapRegion(page);
    await expect(map.getByRole('listitem').first()).toContainText('Bogotá');
    await map.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await expect(map.getByRole('status')).toHaveText('Sedes ordenadas de la más cercana a la más lejana.');
    await expect(map.getByRole('listitem').first()).toContainText('Barranquilla');
    await expect(map.getByRole('listitem').first()).toContainText(/A [\d.,]+ (m|km) de ti/);
    await expect(map.getByRole('listitem').last()).toContainText('Cali');
  });

  test('with location denied, the Spanish alert is shown', async ({ page, context }) => {
    await context.clearPermissions();
    const infos: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'info') infos.push(msg.text());
    });
    await page.goto('/sedes');
    // The handler must answer the alert at once: it blocks the page (and the click) until then.
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await mapRegion(page).getByRole('button', { name: 'Usar mi ubicación' }).click();
    await expect.poll(() => alerts).toEqual([`alert: ${DENIED}`]);
    expect(infos.some((t) => /denegado/.test(t))).toBe(true);
    await expect(mapRegion(page).getByRole('status')).toHaveText(/No tenemos permiso para usar tu ubicación/);
    await expect(mapRegion(page).getByRole('listitem').first()).toContainText('Bogotá');
  });

  test('a browser without geolocation gets a Spanish message', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'geolocation');
    });
    await page.goto('/sedes/campus-medellin');
    const map = page.getByRole('region', { name: 'Ubicación' });
    await map.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await expect(map.getByRole('status')).toHaveText(/Tu navegador no permite conocer tu ubicación/);
    await expect(map.getByRole('link', { name: /^Cómo llegar a Sede Medellín/ })).toBeVisible();
  });
});

test.describe('media blocks', () => {
  test('the video shows its thumbnail and loads no player until clicked', async ({ page }) => {
    const outside = thirdPartyRequests(page);
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Reproductor</title>' }),
    );
    await page.goto('/nosotros');
    const play = page.getByRole('button', { name: /^Reproducir el video: .+\(3 minutos 20 segundos\)$/ });
    await play.scrollIntoViewIfNeeded();
    const thumb = play.locator('img');
    await expect(thumb).toHaveAttribute('src', /^\/media\/[\w-]+\/[\w.]+$/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(play).toContainText('3:20');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(outside).toEqual([]);

    await play.click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/);
    await expect(play).toHaveCount(0);
  });

  test('a social post is the site’s own card, with no third-party markup', async ({ page }) => {
    const outside = thirdPartyRequests(page);
    await page.goto('/noticias');
    const region = page.getByRole('region', { name: 'En nuestras redes' });
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByText('uandinadelsaber.co')).toBeVisible();
    const link = region.getByRole('link', { name: /^Ver la publicación en Instagram/ });
    await expect(link).toHaveAttribute('href', 'https://www.instagram.com/p/DAndinaFutsal/');
    await expect(region.locator('blockquote, iframe, script')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
  });
});
