import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { emailFor } from './lead-api';
import { crmEntriesWith } from './lead-crm';
import type { CrmPath } from './lead-api';
import { answer, comparable, FIRST_OPTION, outboxWith, phoneWithScripts, waitForHydration, waitOutFillTime, type Answers } from './plain-form';
import { vnuErrors } from './vnu';

/**
 * Every lead form of the embedded content works as plain HTML, before or without its scripts
 * (docs/decisions/0010-forms-without-scripts.md): the browser's own POST reaches the CRM once,
 * with the payload the enhanced form builds for the same answers, and the visitor lands on the
 * same thank-you page. Scripts are off in this file unless a test turns them on.
 */
test.use({ javaScriptEnabled: false });

const PERSON = { firstName: 'Valentina', lastName: 'Gómez Restrepo', mobilePhone: '3101234567' };
const PLACE = { state: 'antioquia', city: 'medellin' };
/** The consent of a lead (docs/decisions/0012-consent-records.md): two channels; an adult where the form asks. */
const CHANNELS = { channels: ['whatsapp', 'email'] };
const ADULT = { ageGroup: 'adulto' };

/** `sends`: a part of the CRM payload, so that comparing the two paths compares real answers. */
type Kind = { name: string; path: string; crm: CrmPath; thanks: RegExp; answers: Answers; sends: Record<string, unknown> };

const KINDS: Kind[] = [
  {
    name: 'contact (web case) with an attachment',
    path: '/contacto',
    crm: '/web-cases',
    thanks: /\/contacto\/gracias$/,
    answers: {
      ...PERSON,
      subject: 'admisiones',
      message: 'Quisiera saber las fechas de inscripción.',
      attachment: { name: 'carta.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% una carta de prueba\n') },
      habeasData: true,
    },
    sends: { attachment: [{ name: 'carta.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n% una carta de prueba\n').toString('base64') }] },
  },
  {
    name: 'a program page',
    path: '/programas/ingenieria-de-sistemas',
    crm: '/leads',
    thanks: /\/programas\/ingenieria-de-sistemas\/gracias$/,
    answers: { ...PERSON, ...ADULT, ...PLACE, contactTime: FIRST_OPTION, ...CHANNELS, donotdisturblaw: 'si', habeasData: true },
    sends: { contact: { city: { code: 'medellin' }, state: { code: 'antioquia' }, donotdisturblaw: true, habeasData: true } },
  },
  {
    name: 'a landing',
    path: '/landing/pregrado',
    crm: '/leads',
    thanks: /\/landing\/pregrado#co-form-landing-enviado$/,
    answers: { ...PERSON, ...ADULT, ...PLACE, program: 'co-psicologia', ...CHANNELS, donotdisturblaw: 'no', habeasData: true },
    sends: { opportunities: [{ program: { code: 'co-psicologia' } }] },
  },
  {
    name: 'an event registration',
    path: '/eventos/dia-de-puertas-abiertas-bogota-2027',
    crm: '/landing-forms',
    thanks: /\/eventos\/dia-de-puertas-abiertas-bogota-2027\/gracias$/,
    answers: { ...PERSON, preferredTime: FIRST_OPTION, ...CHANNELS, donotdisturblaw: 'si', habeasData: true },
    sends: { events: { name: 'Día de puertas abiertas en Bogotá' } },
  },
  { name: 'the subscription', path: '/suscripcion', crm: '/subscriptions', thanks: /\/suscripcion\/gracias$/, answers: { firstName: 'Valentina', habeasData: true }, sends: { name: 'Valentina', habeasData: true } },
  {
    name: 'the admissions form (potential)',
    path: '/admisiones',
    crm: '/potentials',
    thanks: /\/admisiones\/gracias$/,
    answers: {
      ...PERSON,
      documentType: 'CC',
      documentNumber: '1020304050',
      ...PLACE,
      programType: 'pregrado',
      program: 'co-ing-sistemas',
      startPeriod: '2027-1',
      howDidYouHear: 'colegio',
      ...CHANNELS,
      donotdisturblaw: 'si',
      habeasData: true,
    },
    sends: { potential: { documentNumber: '1020304050', interest: { program: { code: 'co-ing-sistemas' } } } },
  },
];

for (const kind of KINDS) {
  test(`${kind.name}: sent without scripts, the lead reaches the CRM once, as the enhanced form sends it`, async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    // Without scripts: the browser's own POST.
    const plain = emailFor('sinjs');
    await page.goto(kind.path);
    const since = Date.now();
    const form = page.locator('form[data-form-id]').last();
    await answer(form, { ...kind.answers, email: plain });
    await waitOutFillTime(page, since);
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(kind.thanks);
    if (kind.path.startsWith('/landing')) await expect(page.getByRole('heading', { name: '¡Gracias! Recibimos tus datos' })).toBeVisible();
    else await expect(page.locator('main')).toContainText(/gracias/i);
    await expect.poll(async () => (await crmEntriesWith(kind.crm, plain)).length, { timeout: 15_000 }).toBe(1);

    // The same answers with scripts: the enhanced form's JSON.
    const enhanced = emailFor('conjs');
    const phone = await phoneWithScripts(browser, baseURL);
    try {
      await phone.page.goto(kind.path);
      const jsForm = phone.page.locator('form[data-form-id]').last();
      await waitForHydration(jsForm);
      await answer(jsForm, { ...kind.answers, email: enhanced });
      const json = phone.page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/forms/'));
      await jsForm.locator('button[type="submit"]').click();
      expect((await json).headers()['content-type']).toBe('application/json');
      if (kind.path.startsWith('/landing')) await expect(phone.page.getByRole('status').filter({ hasText: 'Recibimos tus datos' })).toBeVisible({ timeout: 15_000 });
      else await expect(phone.page).toHaveURL(kind.thanks, { timeout: 15_000 });
      await expect.poll(async () => (await crmEntriesWith(kind.crm, enhanced)).length, { timeout: 15_000 }).toBe(1);
    } finally {
      await phone.context.close();
    }

    const [withoutScripts] = await crmEntriesWith(kind.crm, plain);
    const [withScripts] = await crmEntriesWith(kind.crm, enhanced);
    expect(withoutScripts?.body).toMatchObject(kind.sends);
    expect(comparable(withoutScripts?.body, plain)).toEqual(comparable(withScripts?.body, enhanced));
    expect(await outboxWith(plain)).toBe(1);
  });
}

test('an invalid e-mail and a missing required field: 303 to the page, Spanish beside them, the rest kept, the summary focused, nothing stored', async ({ page }) => {
  const email = `valentina.${Date.now()}.sin-arroba`;
  await page.goto('/programas/ingenieria-de-sistemas');
  const since = Date.now();
  const form = page.locator('form[data-form-id]').last();
  await answer(form, { firstName: 'Valentina', lastName: '', email, mobilePhone: '3101234567', ...ADULT, ...PLACE, contactTime: FIRST_OPTION, ...CHANNELS, donotdisturblaw: 'si', habeasData: true });
  const slot = await form.locator('[name="contactTime"]').inputValue();
  await waitOutFillTime(page, since);
  const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/forms/lead'));
  const shown = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('?formulario=revisar'));
  await form.locator('button[type="submit"]').click();
  const post = await refused; // to the form's page, marked (lib/forms/refused-form.ts)
  expect([post.status(), post.headers()['location']]).toEqual([303, '/programas/ingenieria-de-sistemas?formulario=revisar']);
  expect((await shown).status()).toBe(200); // the page again (e2e/refused-form-page.spec.ts)
  await expect(page).toHaveURL(/\/programas\/ingenieria-de-sistemas\?formulario=revisar$/);
  expect(page.url()).not.toContain(email);

  const again = page.locator('form[data-form-id]').last();
  const summary = again.locator('[data-form-summary]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Apellidos: Este campo es obligatorio', 'Correo electrónico: Escribe un correo electrónico válido.']);
  for (const [label, message] of [
    [/^Apellidos/, 'Este campo es obligatorio'],
    [/^Correo electrónico/, 'Escribe un correo electrónico válido.'],
  ] as const) {
    const control = again.getByLabel(label);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`[id="${await control.getAttribute('aria-describedby')}"]`)).toHaveText(message);
    // The summary's link leads to that very control.
    expect(await summary.getByRole('link', { name: new RegExp(`^${label.source.slice(1)}`) }).getAttribute('href')).toBe(`#${await control.getAttribute('id')}`);
  }
  await expect(again.locator('[name="firstName"]')).toHaveValue('Valentina');
  await expect(again.locator('[name="email"]')).toHaveValue(email);
  await expect(again.locator('[name="mobilePhone"]')).toHaveValue('3101234567');
  await expect(again.locator('[name="state"]')).toHaveValue('antioquia');
  await expect(again.locator('[name="city"]')).toHaveValue('medellin');
  await expect(again.locator('[name="contactTime"]')).toHaveValue(slot);
  await expect(again.locator('[name="channels"]:checked')).toHaveCount(2);
  await expect(again.locator('[name="ageGroup"][value="adulto"]')).toBeChecked();
  await expect(again.locator('[name="donotdisturblaw"][value="si"]')).toBeChecked();
  await expect(again.locator('[name="habeasData"]')).toBeChecked();
  await expect(again.locator('[name="program"]')).toHaveValue('co-ing-sistemas'); // the page's own preselection
  await expect(again.getByLabel(/^Nombres/)).not.toHaveAttribute('aria-invalid', 'true');
  // The city select is usable without scripts: every city under its department.
  await expect(again.locator('[name="city"] optgroup[label="Antioquia"] option')).toHaveText(['Medellín', 'Envigado']);

  expect(await outboxWith(email)).toBe(0);
  expect(await crmEntriesWith('/leads', email)).toEqual([]);
});

test('a refused web case keeps its text, never its file', async ({ page }) => {
  await page.goto('/contacto');
  const since = Date.now();
  const form = page.locator('form[data-form-id]').last();
  const kind = KINDS[0];
  await answer(form, { ...kind?.answers, email: 'sin-arroba' });
  await waitOutFillTime(page, since);
  const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/forms/webcase'));
  await form.locator('button[type="submit"]').click();
  expect((await refused).status()).toBe(303);
  await expect(page).toHaveURL(/\/contacto\?formulario=revisar$/);
  const again = page.locator('form[data-form-id]').last();
  await expect(again.locator('[name="message"]')).toHaveValue('Quisiera saber las fechas de inscripción.');
  await expect(again.locator('[name="subject"]')).toHaveValue('admisiones');
  expect(await again.locator('[name="attachment"]').evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
  expect(await again.getAttribute('enctype')).toBe('multipart/form-data');
});

test.describe('with scripts that stop loading', () => {
  test.use({ javaScriptEnabled: true });

  for (const [name, allowed] of [
    ['none of the page\'s chunks arrive', 0],
    ['the first chunks arrive, the rest fail', 4],
  ] as const) {
    test(`${name} after the HTML: the form is sent by the browser itself, once`, async ({ page, consoleErrors }) => {
      const email = emailFor('sinchunks');
      let arrived = 0;
      // Scripts only: the stylesheets (chunks too) arrive, as they would before the scripts do.
      await page.route('**/_next/static/chunks/**', (route) => (!route.request().url().endsWith('.js') || arrived++ < allowed ? route.continue() : route.abort()));
      await page.goto('/programas/ingenieria-de-sistemas', { waitUntil: 'domcontentloaded' });
      const since = Date.now();
      const form = page.locator('form[data-form-id]').last();
      await answer(form, { ...PERSON, email, ...ADULT, ...PLACE, ...CHANNELS, donotdisturblaw: 'si', habeasData: true });
      await waitOutFillTime(page, since);
      await form.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/\/programas\/ingenieria-de-sistemas\/gracias$/, { timeout: 15_000 });
      await expect.poll(async () => (await crmEntriesWith('/leads', email)).length, { timeout: 15_000 }).toBe(1);
      expect(await outboxWith(email)).toBe(1);
      // Only the chunks this test failed on purpose are reported.
      expect(consoleErrors.splice(0).filter((e) => !/net::ERR_FAILED|ChunkLoadError|Loading chunk|Failed to load/.test(e))).toEqual([]);
    });
  }
});

test.describe('a refused form, as the server renders it', () => {
  // Scripts on but their files failing: axe needs scripts of its own; the page is the server's alone.
  test.use({ javaScriptEnabled: true });

  test('no serious axe violation, no error of the W3C Nu HTML checker', async ({ page, consoleErrors }) => {
    test.setTimeout(90_000);
    await page.route('**/_next/static/chunks/**', (route) => (route.request().url().endsWith('.js') ? route.abort() : route.continue()));
    const documents: { path: string; html: string }[] = [];
    for (const [path, answers] of [
      // A minor without a guardian: the notice, the channels and the guardian's fields, refused.
      ['/programas/ingenieria-de-sistemas', { firstName: 'Valentina', email: 'sin-arroba', ageGroup: 'menor', ...PLACE, ...CHANNELS }],
      ['/contacto', { ...KINDS[0]?.answers, email: 'sin-arroba', subject: '' }],
    ] as const) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const since = Date.now();
      await answer(page.locator('form[data-form-id]').last(), answers);
      await waitOutFillTime(page, since);
      const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/forms/'));
      const shown = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('?formulario=revisar'));
      await page.locator('form[data-form-id] button[type="submit"]').last().click();
      expect((await refused).status()).toBe(303);
      const res = await shown;
      expect(res.status()).toBe(200);
      await expect(page.locator('[data-form-summary]')).toBeFocused();
      documents.push({ path: `${path} (refused)`, html: await res.text() });
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path}: ${v.id} (${v.nodes.length})`)).toEqual([]);
    }
    expect(await vnuErrors(documents)).toEqual([]);
    expect(consoleErrors.splice(0).filter((e) => !/net::ERR_FAILED/.test(e))).toEqual([]);
  });
});
