import { expect, test } from './fixtures';

/**
 * One assertion per shell block kind (`shellKinds` in lib/content/block-kinds.ts: the header,
 * footer grid, footer and back-to-top control of the content service's page `common`, rendered by
 * components/layout) on a real page of the embedded content, on a phone. The body kinds are every-block-kind.spec.ts's.
 */

test.describe('shell blocks (the page common)', () => {
  test('header: logo and the navigation with ids from the labels, behind the menu on a phone', async ({ page }) => {
    await page.goto('/sedes');
    await expect(page.getByRole('banner').getByRole('img', { name: 'Universidad Andina del Saber – Colombia' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav.getByRole('link', { name: 'Admisiones' })).toBeHidden();
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    for (const [label, href] of [
      ['Inicio', '/'],
      ['Oferta académica', '/oferta-academica'],
      ['Admisiones', '/admisiones'],
      ['Sedes', '/sedes'],
      ['Noticias', '/noticias'],
      ['Eventos', '/eventos'],
      ['Blog', '/blog'],
      ['Contacto', '/contacto'],
    ] as const) {
      const link = nav.locator(`[id="nav_${label.toLowerCase().replace(/ /g, '_')}"]`);
      await expect(link).toBeVisible();
      await expect(link).toHaveText(label);
      await expect(link).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Inscríbete' })).toHaveAttribute('href', '/admisiones');
    await nav.locator('[id="nav_noticias"]').click();
    await expect(page).toHaveURL(/\/noticias$/);
  });

  test('content_module: the footer grid columns, collapsed on a phone, with link ids from the labels', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const grid = footer.locator('#footer');
    const titles = grid.getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(['Estudia con nosotros', 'Programas destacados', 'Contáctanos', 'Calidad']);
    // The last row: the text, and the back-to-top control in an untitled column (rules §2, §4).
    await expect(grid.locator('.col-12.col-lg-3')).toHaveCount(5);
    await expect(grid.locator('.col-12.col-lg-9')).toHaveCount(1);

    // collapse: on a phone every column but the first starts collapsed.
    const study = grid.getByRole('button', { name: 'Estudia con nosotros' });
    const programs = grid.getByRole('button', { name: 'Programas destacados' });
    await expect(study).toHaveAttribute('aria-expanded', 'true');
    await expect(programs).toHaveAttribute('aria-expanded', 'false');
    for (const [label, href] of [
      ['Oferta académica', '/oferta-academica'],
      ['Admisiones', '/admisiones'],
      ['Sedes', '/sedes'],
      ['Buscar', '/buscar'],
    ] as const) {
      const link = grid.locator(`[id="${label.toLowerCase().replace(/ /g, '_')}"]`);
      await expect(link).toHaveText(label);
      await expect(link).toHaveAttribute('href', href);
    }
    const systems = grid.locator('[id="ingeniería_de_sistemas"]');
    await expect(systems).toBeHidden();
    await programs.click();
    await expect(programs).toHaveAttribute('aria-expanded', 'true');
    await expect(systems).toBeVisible();
    await expect(systems).toHaveAttribute('href', '/programas/ingenieria-de-sistemas');

    await grid.getByRole('button', { name: 'Contáctanos' }).click();
    await expect(grid).toContainText('Carrera 13 # 48-26, Chapinero, Bogotá D.C., Colombia');
    await expect(grid.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/uandinadelsaber.co');
  });

  test('simple_footer: the copyright line and the legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('© 2026 Universidad Andina del Saber. Todos los derechos reservados. Colombia.')).toBeVisible();
    const legal = footer.locator('ul.legal-links');
    await expect(legal.getByRole('link')).toHaveText(['Política de privacidad', 'Términos y condiciones', 'Cookies', 'Tus datos personales', 'Accesibilidad', 'Vigilada MinEducación']);
    await expect(legal.getByRole('link', { name: 'Accesibilidad' })).toHaveAttribute('href', '/accesibilidad');
    await expect(legal.getByRole('link', { name: 'Tus datos personales' })).toHaveAttribute('href', '/tus-datos-personales');
    await expect(legal.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/politica-de-cookies');
    await expect(legal.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/politica-de-privacidad');
    await expect(legal.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/terminos-y-condiciones');
  });

  test('back_to_top: appears after scrolling down and brings the page back to the top', async ({ page }) => {
    await page.goto('/');
    // The floating button (the footer's back-to-top item has the same name and action); hidden,
    // it is out of the accessibility tree and the Tab order, so it is found by its markup.
    const button = page.locator('button[data-visible]', { hasText: 'Volver arriba' });
    await expect(button).toHaveAttribute('data-visible', 'false');
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(button).toHaveAttribute('data-visible', 'true');
    await expect(button).toBeVisible();
    await expect(button).toHaveCSS('opacity', '1');
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveAttribute('data-visible', 'false');
  });
});

test.describe('shell blocks without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer shows every column, and no «Volver arriba» that could not work', async ({ page }) => {
    await page.goto('/nosotros');
    const grid = page.getByRole('contentinfo').locator('#footer');
    await expect(grid.getByRole('link', { name: 'Ingeniería de Sistemas' })).toBeVisible();
    await expect(grid.locator('[data-back-to-top]')).toHaveCount(1);
    await expect(grid.locator('[data-back-to-top]')).toBeHidden();
  });
});
