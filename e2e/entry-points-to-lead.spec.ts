import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { crmEntries } from './lead-crm';
import { fillLead } from './lead-form';
import { phoneScreens } from './phone-screens';

/**
 * From first visit to lead, on a 390×844 phone, for each entry point: the fewest taps the page
 * allows from arriving to a submitted lead, and the lead in the embedded CRM. A tap is a touch
 * on a link or button (typing the answers of the form is the same everywhere and not counted);
 * each journey states its count and fails if it takes more.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const SUBMIT = /información|Enviar|Inscr/i;

async function expectInCrm(path: '/leads' | '/potentials', email: string, landingName: string) {
  await expect.poll(async () => (await crmEntries(path)).filter((e) => JSON.stringify(e.body).includes(email)).length, { timeout: 15_000 }).toBe(1);
  const entry = (await crmEntries(path)).find((e) => JSON.stringify(e.body).includes(email));
  expect(JSON.stringify(entry?.body)).toContain(`"landingName":"${landingName}"`);
}

/** Counts the taps of a journey. */
function tapper(page: Page) {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.tap();
    },
    get count() {
      return taps;
    },
    /** The page's answers, then every select the shared filler does not know (first real option). */
    fill: async (email: string) => {
      const form = await fillLead(page, email);
      for (const select of await form.locator('select').all()) {
        if (await select.inputValue()) continue;
        const value = await select.locator('option:not([value=""])').first().getAttribute('value');
        await select.selectOption(value ?? '');
      }
      return form;
    },
  };
}

const email = (who: string) => `${who}.${randomUUID().slice(0, 8)}@correo.com`;

test('home → lead in 2 taps: "Inscríbete" lands on the admissions form, then submit', async ({ page }) => {
  const TAPS = 2;
  const journey = tapper(page);
  const address = email('home');
  await page.goto('/');
  await journey.tap(page.getByRole('main').getByRole('link', { name: 'Inscríbete', exact: true }).first());
  await expect(page).toHaveURL(/\/admisiones#co-form-admisiones$/);
  const form = await journey.fill(address);
  await journey.tap(form.getByRole('button', { name: SUBMIT }));
  await expect(page).toHaveURL(/\/admisiones\/gracias$/, { timeout: 15_000 });
  expect(journey.count).toBeLessThanOrEqual(TAPS);
  await expectInCrm('/potentials', address, '/admisiones');
});

test('program page → lead in 2 taps: the first-screen "Solicita información", then submit', async ({ page }) => {
  const TAPS = 2;
  const journey = tapper(page);
  const address = email('programa');
  await page.goto('/programas/ingenieria-de-sistemas');
  const cta = page.getByRole('main').getByRole('link', { name: 'Solicita información' }).first();
  // In the first screen: no scrolling before the next step.
  const box = await cta.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(844);
  await journey.tap(cta);
  await expect(page.locator('#co-form-landing')).toBeInViewport();
  const form = await journey.fill(address);
  await journey.tap(form.getByRole('button', { name: SUBMIT }));
  await expect(page).toHaveURL(/\/programas\/ingenieria-de-sistemas\/gracias$/, { timeout: 15_000 });
  expect(journey.count).toBeLessThanOrEqual(TAPS);
  await expectInCrm('/leads', address, '/programas/ingenieria-de-sistemas');
});

test('landing → lead in 2 taps: "Quiero información", then submit (the success shows in place)', async ({ page }) => {
  const TAPS = 2;
  const journey = tapper(page);
  const address = email('landing');
  await page.goto('/landing/pregrado');
  await journey.tap(page.getByRole('main').getByRole('link', { name: 'Quiero información' }));
  const form = await journey.fill(address);
  await journey.tap(form.getByRole('button', { name: SUBMIT }));
  await expect(page.getByRole('status').filter({ hasText: 'Recibimos tus datos' })).toBeVisible({ timeout: 15_000 });
  expect(journey.count).toBeLessThanOrEqual(TAPS);
  await expectInCrm('/leads', address, '/landing/pregrado');
});

test('article → lead in 2 taps: its closing "Solicita información", then submit', async ({ page }) => {
  const TAPS = 2;
  const journey = tapper(page);
  const address = email('articulo');
  await page.goto('/noticias/becas-talento-regional-2027');
  const next = page.getByRole('region', { name: 'Programas que te pueden interesar' }); // a scholarship news names no program
  await expect(next.getByRole('link', { name: /Ingeniería/ }).first()).toBeVisible();
  await journey.tap(next.getByRole('link', { name: 'Solicita información' }));
  const form = await journey.fill(address);
  await journey.tap(form.getByRole('button', { name: SUBMIT }));
  await expect(page).toHaveURL(/\/noticias\/becas-talento-regional-2027\/gracias$/, { timeout: 15_000 });
  expect(journey.count).toBeLessThanOrEqual(TAPS);
  await expectInCrm('/leads', address, '/noticias/becas-talento-regional-2027');
});

test('search → lead in 4 taps: search, the program, "Solicita información", submit', async ({ page }) => {
  const TAPS = 4;
  const journey = tapper(page);
  const address = email('busqueda');
  await page.goto('/buscar');
  await page.getByRole('searchbox', { name: 'Buscar en el sitio' }).fill('sistemas');
  await journey.tap(page.getByRole('main').getByRole('button', { name: 'Buscar' }));
  const hit = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Ingeniería de Sistemas' }).first();
  // A program result says what it is before the tap.
  await expect(hit).toContainText('Pregrado · Presencial · Sede Bogotá');
  await expect(hit.locator('img')).toHaveCount(1);
  await journey.tap(hit.getByRole('link', { name: 'Ingeniería de Sistemas' }));
  await expect(page).toHaveURL(/\/programas\/ingenieria-de-sistemas$/);
  await journey.tap(page.getByRole('main').getByRole('link', { name: 'Solicita información' }).first());
  const form = await journey.fill(address);
  await journey.tap(form.getByRole('button', { name: SUBMIT }));
  await expect(page).toHaveURL(/\/programas\/ingenieria-de-sistemas\/gracias$/, { timeout: 15_000 });
  expect(journey.count).toBeLessThanOrEqual(TAPS);
  await expectInCrm('/leads', address, '/programas/ingenieria-de-sistemas');
});

test('the phone bar of a program page: shown once its first screen scrolls away, hidden over the form, never over the end of the page', async ({ page }) => {
  await page.goto('/programas/ingenieria-de-sistemas');
  const bar = page.locator('[data-cta-bar]');
  await expect(bar).toBeHidden(); // the first screen already shows the same two buttons
  await page.getByRole('heading', { name: 'Plan de estudios', level: 2 }).first().scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: /Habla con un asesor/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/573107452200\?text=/);
  await bar.getByRole('link', { name: 'Solicita información' }).tap();
  await expect(page.locator('#co-form-landing')).toBeInViewport();
  await expect(bar).toBeHidden(); // it never covers the form
  // The page keeps the bar's height free at its end.
  const reserved = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
  expect(reserved).toBeGreaterThanOrEqual(64);
});

test('a query that matches no program says so, suggests the closest area and the advisor', async ({ page }) => {
  await page.goto('/buscar?q=medicina');
  const answer = page.getByRole('region', { name: /No ofrecemos un programa de «medicina»/ });
  await expect(answer).toBeVisible();
  await expect(answer.getByRole('link', { name: 'Salud' })).toHaveAttribute('href', '/oferta-academica?filtro=salud');
  await expect(answer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/573107452200/);
  await expect(answer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(answer.locator('a[href^="mailto:"]')).toHaveCount(1);
  // No unrelated program is offered instead.
  await expect(page.getByRole('main').locator('a[href^="/programas/"]')).toHaveCount(0);
});

test('the tab row of the results shows that it scrolls', async ({ page }) => {
  await page.goto('/buscar?q=ingenieria');
  const tabs = page.getByRole('navigation', { name: 'Tipo de contenido' });
  const overflow = await tabs.evaluate((el) => el.scrollWidth > el.clientWidth);
  const fade = await tabs.evaluate((el) => getComputedStyle(el.parentElement as Element, '::after').backgroundImage);
  if (overflow) expect(fade).toContain('gradient');
  expect(await tabs.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
});

test('the home stays under 8 phone screens, and each page of the journey is measured', async ({ page }) => {
  const screens: Record<string, number> = {};
  for (const path of ['/', '/programas/ingenieria-de-sistemas', '/landing/pregrado', '/noticias/becas-talento-regional-2027', '/buscar?q=sistemas', '/programas/ingenieria-de-sistemas/gracias']) {
    await page.goto(path);
    screens[path] = await phoneScreens(page);
  }
  test.info().annotations.push({ type: 'phone screens', description: JSON.stringify(screens) });
  expect(screens['/']).toBeLessThan(8);
});

test('the thank-you page says what happens next and when, with a tappable advisor and ways to keep exploring', async ({ page }) => {
  await page.goto('/programas/ingenieria-de-sistemas/gracias');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Qué sigue' })).toBeVisible();
  await expect(main).toContainText('En menos de 24 horas hábiles');
  await expect(main.locator('a[href^="https://wa.me/"]')).toHaveCount(1);
  await expect(main.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(main.locator('a[href^="mailto:"]')).toHaveCount(1);
  const explore = page.getByRole('region', { name: 'Sigue explorando' });
  for (const href of ['/oferta-academica', '/eventos', '/sedes']) await expect(explore.locator(`a[href="${href}"]`)).toHaveCount(1);
});

/** The page has handled a scroll (its events fire on the next frame) and every transition it started has ended. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined))); // a cancelled one is over too
  });
}

/** Boxes of everything readable or tappable that intersects the back-to-top control (none expected). */
async function coveredByBackToTop(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const control = document.querySelector('footer button[data-visible]');
    if (!control) return ['no back-to-top control'];
    const r = control.getBoundingClientRect();
    const hits: string[] = [];
    for (const el of document.querySelectorAll('main :is(p, h1, h2, h3, li, a, button, dt, dd, label, input, select, summary), header :is(a, button, input)')) {
      if (el === control || control.contains(el)) continue;
      const b = el.getBoundingClientRect();
      if (b.width === 0 || b.height === 0) continue;
      if (!(b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top)) continue;
      // Content scrolled under the opaque sticky header is not covered by the control: the header hides it.
      const x = (Math.max(b.left, r.left) + Math.min(b.right, r.right)) / 2;
      const y = (Math.max(b.top, r.top) + Math.min(b.bottom, r.bottom)) / 2;
      const under = document.elementsFromPoint(x, y).find((e) => e !== control && !control.contains(e));
      if (under?.closest('#site-header') && !el.closest('#site-header')) continue;
      hits.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return hits;
  });
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
  test(`the back-to-top control covers no text or call to action (${viewport.width}×${viewport.height})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/programas/ingenieria-de-sistemas');
    const control = page.locator('footer button[data-visible]');
    for (const fraction of [0.25, 0.5, 0.75, 1]) {
      await page.evaluate((f) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * f), fraction);
      await expect(control).toHaveAttribute('data-visible', 'true');
      await settled(page); // the scroll handled, the bar's transition over
      expect(await coveredByBackToTop(page), `at ${fraction * 100} % of the page`).toEqual([]);
    }
  });
}
