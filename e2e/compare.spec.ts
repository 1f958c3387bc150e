import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Response } from '@playwright/test';
import { formatCurrency, type CurrencyCode } from '../lib/locale/money';
import { FULL_MESSAGE } from '../lib/shortlist/shortlist';
import { expect, test } from './fixtures';
import { crmEntries } from './lead-crm';
import { fillLead } from './lead-form';
import { startContentService, startSite, useUniversitySite, type RunningService } from './servers';

/**
 * The shortlist, the comparison and the cost estimator (docs/decisions/0014-compare-and-cost.md)
 * on a phone (390×844), in Colombia and in Panamá: three programs saved from the finder and one
 * from its page, a fifth refused in Spanish, the comparison of the four with each university's
 * prices, the same link in a fresh browser, the estimator's figures (lib/cost/estimate.test.ts
 * works the same ones), a lead from the comparison, and malformed scholarship rules.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
test.use(PHONE);

type Program = { slug: string; title: string; price: number; periods: number };
const programsOf = (code: string): Program[] =>
  JSON.parse(readFileSync(join(__dirname, '..', 'content-service', 'content', code, 'programs.json'), 'utf8')) as Program[];

/** The shortlist journey on the site at `base`; returns the comparison's address. */
async function saveFourAndCompare(page: Page, base: string, code: string, currency: CurrencyCode, fifth: string): Promise<string> {
  const programs = programsOf(code);
  await page.goto(`${base}/oferta-academica`);
  const finderSaves = page.getByRole('main').getByRole('button', { name: /^Guardar .+ para comparar$/ });
  const saved: Program[] = [];
  for (const program of programs.filter((p) => p.periods > 1).slice(0, 3)) {
    const button = finderSaves.and(page.getByRole('button', { name: `Guardar ${program.title} para comparar`, exact: true })).first();
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    saved.push(program);
  }
  const header = page.locator('#site-header a[href^="/comparar"]');
  await expect(header).toHaveText(/3$/);

  const fourth = programs.find((p) => p.periods > 1 && !saved.includes(p) && p.slug !== fifth)!;
  await page.goto(`${base}/programas/${fourth.slug}`);
  await page.getByRole('button', { name: `Guardar ${fourth.title} para comparar` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Guardado en tu lista para comparar (4 de 4).' })).toBeVisible();
  saved.push(fourth);
  // At the top of the page: while scrolled, the back-to-top control takes the link's place.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveText(/4$/);
  await expect(header).toHaveAccessibleName('Comparar: 4 programas guardados');

  // A fifth is refused, in Spanish, and nothing changes.
  const other = programs.find((p) => p.slug === fifth)!;
  await page.goto(`${base}/programas/${other.slug}`);
  const fifthButton = page.getByRole('button', { name: `Guardar ${other.title} para comparar` });
  await fifthButton.click();
  await expect(page.getByText(FULL_MESSAGE)).toBeVisible();
  await expect(fifthButton).toHaveAttribute('aria-pressed', 'false');
  await expect(header).toHaveText(/4$/);

  await page.evaluate(() => window.scrollTo(0, 0));
  await header.click();
  const url = `${base}/comparar?programas=${saved.map((p) => p.slug).join(',')}`;
  await expect(page).toHaveURL(url);
  await expectComparison(page, saved, currency);
  return url;
}

/** The comparison shows these programs, in order, with their price and total in the university's currency. */
async function expectComparison(page: Page, programs: Program[], currency: CurrencyCode) {
  const table = page.getByRole('region', { name: /Comparación de programas/ });
  await expect(table.getByRole('columnheader')).toHaveText(programs.map((p) => p.title));
  await expect(table.locator('[data-price]')).toHaveText(programs.map((p) => formatCurrency(p.price, currency)));
  await expect(table.locator('[data-total]')).toHaveText(programs.map((p) => formatCurrency(p.price * p.periods, currency)));
  for (const name of ['Tipo', 'Modalidad', 'Sede', 'Duración', 'Valor por periodo', 'Total estimado', 'Registro', 'Requisitos', 'Próximo inicio']) {
    await expect(table.getByRole('rowheader', { name })).toBeVisible();
  }
  // Phone first: the page never scrolls sideways; the table does, its attribute names pinned.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** The same address in a new browser (no shortlist kept): the same comparison, from the server. */
async function freshContext(browser: Browser, url: string, programs: Program[], currency: CurrencyCode) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain(formatCurrency(programs[0]!.price, currency)); // in the server's HTML
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectComparison(page, programs, currency);
  await context.close();
}

const fromUrl = (url: string, code: string) => {
  const slugs = new URL(url).searchParams.get('programas')!.split(',');
  return slugs.map((slug) => programsOf(code).find((p) => p.slug === slug)!);
};

test.describe('Colombia', () => {
  test('save 3 from the finder and 1 from its page, a fifth refused; the comparison, and the same link elsewhere', async ({ page, browser, baseURL }) => {
    const url = await saveFourAndCompare(page, baseURL!, 'co', 'COP', 'psicologia');
    await freshContext(browser, url, fromUrl(url, 'co'), 'COP');
  });

  test('the estimator shows the figures of the estimate table, and the thank-you page repeats them', async ({ page }) => {
    await page.goto('/programas/ingenieria-de-sistemas');
    const estimator = page.locator('[data-estimator]');
    await expect(estimator.locator('[data-figure="total"]')).toHaveText('$89.500.000');
    await estimator.getByLabel('Beca al mérito académico (Saber 11)').selectOption({ label: 'Puntaje de 350 a 399: 20 %' });
    await estimator.getByLabel('Descuento por pronto pago: 5 %').check();
    await expect(estimator.locator('[data-figure="percent"]')).toHaveText('25 %');
    await expect(estimator.locator('[data-figure="per-period"]')).toHaveText('$6.712.500');
    await expect(estimator.locator('[data-figure="total"]')).toHaveText('$67.125.000');
    // An exclusive agreement (15 %) does not add to them: the better combination stands, and it says so.
    await estimator.getByLabel('Convenio con tu empresa: 15 %').check();
    await expect(estimator.locator('[data-figure="total"]')).toHaveText('$67.125.000');
    await expect(estimator).toContainText('No se suma: Convenio con tu empresa.');
    await estimator.getByLabel('Convenio con tu empresa: 15 %').uncheck();

    await estimator.getByRole('link', { name: 'Recibir esta información' }).click();
    const form = await fillLead(page, `estimate.${randomUUID().slice(0, 8)}@correo.com`);
    await expect(form.getByLabel(/^Programa de interés/)).toHaveValue('co-ing-sistemas');
    await form.getByRole('button', { name: /información|Enviar|Inscr/i }).click();
    await expect(page).toHaveURL(/\/programas\/ingenieria-de-sistemas\/gracias$/, { timeout: 15_000 });
    const recap = page.getByRole('region', { name: 'Tu estimación' });
    await expect(recap.locator('[data-figure="per-period"]')).toHaveText('$6.712.500');
    await expect(recap.locator('[data-figure="total"]')).toHaveText('$67.125.000');
  });

  test('"Recibir esta información" from the comparison: a lead with that program, modality and campus; the comparison again after', async ({ page }) => {
    const list = 'ingenieria-de-sistemas,administracion-de-empresas,derecho,psicologia';
    await page.goto(`/comparar?programas=${list}`);
    // A visitor swipes the column into view beside the pinned attribute names (the scroller's
    // scroll padding), as the browser's own scrollIntoView does.
    const ask = page.getByRole('link', { name: 'Recibir esta información de Derecho' });
    await ask.evaluate((el) => el.scrollIntoView({ inline: 'start', block: 'center' }));
    await ask.click();
    await expect(page).toHaveURL(/programa=derecho#co-form-comparar$/);
    const email = `comparar.${randomUUID().slice(0, 8)}@correo.com`;
    const form = await fillLead(page, email);
    const select = form.getByLabel(/^Programa de interés/);
    await expect(select).toHaveValue('co-derecho');
    // A select among the compared programs only.
    await expect(select.locator('option:not([value=""])')).toHaveText(['Ingeniería de Sistemas', 'Administración de Empresas', 'Derecho', 'Psicología']);
    await form.getByRole('button', { name: 'Recibir esta información' }).click();
    await expect(page).toHaveURL(new RegExp(`/comparar/gracias\\?programas=${list}$`), { timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Tu comparación' }).getByRole('columnheader')).toHaveCount(4);

    await expect.poll(async () => (await crmEntries('/leads')).filter((e) => JSON.stringify(e.body).includes(email)).length, { timeout: 15_000 }).toBe(1);
    const lead = (await crmEntries('/leads')).find((e) => JSON.stringify(e.body).includes(email));
    const opportunity = (lead?.body.opportunities as Record<string, unknown>[])[0];
    expect(opportunity).toMatchObject({ program: { code: 'co-derecho' }, modality: { code: 'PRE' }, programType: { code: 'pregrado' }, details: { campus: { code: 'campus-bogota' } } });
  });

  test('a link with unknown or too many programs shows the valid ones and says what it left out', async ({ page }) => {
    const response = await page.goto('/comparar?programas=derecho,no-existe,<b>,psicologia');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('columnheader')).toHaveText(['Derecho', 'Psicología']);
    await expect(page.getByRole('status').filter({ hasText: 'No pudimos mostrar 2 programas' })).toBeVisible();
  });

  test('pages without the shortlist ship none of its script', async ({ page }) => {
    // Every script a page loads, each body read before the next navigation (a body is gone once
    // its page is navigated away from).
    const scriptsOf = async (path: string) => {
      const bodies: Promise<string>[] = [];
      const read = (r: Response) => void (r.url().endsWith('.js') && bodies.push(r.text()));
      page.on('response', read);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      page.off('response', read);
      return Promise.all(bodies);
    };
    const shortlist = (scripts: string[]) => scripts.some((s) => s.includes('Guardado en tu lista para comparar'));
    expect(shortlist(await scriptsOf('/noticias'))).toBe(false);
    expect(shortlist(await scriptsOf('/programas/derecho'))).toBe(true);
  });
});

test.describe('Panamá', () => {
  const site = useUniversitySite('pa');

  test('save 3 + 1, a fifth refused; the comparison in balboas, and the same link elsewhere', async ({ page, browser }) => {
    const url = await saveFourAndCompare(page, site.url, 'pa', 'PAB', 'licenciatura-en-psicologia');
    await expect(page.getByRole('region', { name: /Comparación/ }).locator('[data-price]').first()).toHaveText(/^B\/\.\d{1,3}(\.\d{3})*,\d{2}$/);
    await freshContext(browser, url, fromUrl(url, 'pa'), 'PAB');
  });

  test('the estimator in balboas, with cents', async ({ page }) => {
    await page.goto(`${site.url}/programas/ingenieria-de-sistemas-computacionales`);
    const estimator = page.locator('[data-estimator]');
    await estimator.getByLabel('Beca de excelencia académica').selectOption({ label: 'Índice de 2,80 a 3,00: 25 %' });
    await estimator.getByLabel('Descuento por pago de contado: 7 %').check();
    await expect(estimator.locator('[data-figure="per-period"]')).toHaveText('B/.1.462,00');
    await expect(estimator.locator('[data-figure="total"]')).toHaveText('B/.13.158,00');
  });
});

test.describe('malformed scholarship rules (the fault-injecting content)', () => {
  const contentDir = mkdtempSync(join(tmpdir(), 'content-'));
  let content: RunningService;
  let site: RunningService;
  test.beforeAll(async () => {
    cpSync(join(__dirname, '..', 'content-service', 'content'), contentDir, { recursive: true });
    const file = join(contentDir, 'co', 'config.json');
    const config = JSON.parse(readFileSync(file, 'utf8')) as { costRules: { rules: Record<string, unknown>[] } };
    // pronto pago at 150 %, and a rule that is no rule at all.
    config.costRules.rules = [...config.costRules.rules.map((r) => (r.id === 'pronto-pago' ? { ...r, percent: 150 } : r)), { id: 'roto' }];
    writeFileSync(file, JSON.stringify(config));
    content = await startContentService({ env: { CONTENT_DIR: contentDir } });
    site = await startSite({ CONTENT_API_URL: content.url, DATA_DIR: content.dataDir });
  });
  test.afterAll(async () => {
    await site?.stop();
    await content?.stop();
  });

  test('are dropped and logged; the page renders with the valid ones', async ({ page }) => {
    const response = await page.goto(`${site.url}/programas/ingenieria-de-sistemas`);
    expect(response?.status()).toBe(200);
    const estimator = page.locator('[data-estimator]');
    await expect(estimator.getByLabel('Beca al mérito académico (Saber 11)')).toBeVisible();
    await expect(estimator.getByLabel('Descuento por hermanos: 10 %')).toBeVisible();
    await expect(estimator.getByText(/pronto pago/)).toHaveCount(0);
    await estimator.getByLabel('Descuento por hermanos: 10 %').check();
    await expect(estimator.locator('[data-figure="total"]')).toHaveText('$80.550.000');
    expect(site.logs.filter((line) => line.includes('config.cost_rule_dropped') && line.includes('pronto-pago') && line.includes('roto'))).not.toHaveLength(0);
  });
});
