import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { readyLead } from './lead-api';
import { crmEntriesWith } from './lead-crm';
import { fillLead } from './lead-form';
import { LEAD_VALUES } from '../test/lead-values';

/**
 * The form rules where they show, on real pages of the embedded content (co): the program offer
 * (rules §3), a landing's codes (rules §2), the attachment limit and dependent selects (rules §5).
 */

const submit = /información|Enviar|Inscr|Reservar/i;
type Opportunity = { programType?: { code: string }; program?: { code: string }; modality?: { code: string }; details?: Record<string, unknown> };
const opportunityOf = (body: Record<string, unknown> | undefined) => ((body?.opportunities as Opportunity[] | undefined) ?? [])[0];

test('a program page preselects its program; picking another sends that program whole', async ({ page }) => {
  const email = `preselect.${randomUUID().slice(0, 8)}@correo.com`;
  await page.goto('/programas/administracion-de-empresas');
  const form = page.locator('form[aria-labelledby]').last();
  await expect(form.getByLabel(/^Programa de interés/)).toHaveValue('co-administracion');
  await fillLead(page, email);
  await form.getByLabel(/^Programa de interés/).selectOption('co-ing-sistemas'); // PRE, Sede Bogotá
  await form.getByRole('button', { name: submit }).click();
  await expect(page).toHaveURL(/\/gracias$/, { timeout: 15_000 });
  await expect.poll(async () => (await crmEntriesWith('/leads', email)).length, { timeout: 15_000 }).toBe(1);
  const [lead] = await crmEntriesWith('/leads', email);
  expect(opportunityOf(lead?.body)).toMatchObject({
    programType: { code: 'pregrado' },
    program: { code: 'co-ing-sistemas' },
    modality: { code: 'PRE' },
    details: { campus: { code: 'campus-bogota' } },
  });
});

test('a landing path becomes CRM codes (vir → VIR, n-a → empty site, slug → program id)', async ({ page }) => {
  const email = `landing.${randomUUID().slice(0, 8)}@correo.com`;
  await page.goto('/landing/pregrado/vir/n-a/administracion-de-empresas');
  const form = page.locator('form[aria-labelledby]').last();
  await expect(form.getByLabel(/^Programa de interés/)).toHaveValue('co-administracion');
  await fillLead(page, email);
  await form.getByRole('button', { name: submit }).click();
  // A landing's success shows in place, with the generic status modal.
  const dialog = page.getByRole('dialog', { name: /Tu solicitud fue enviada/ });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Recibimos tus datos' })).toBeFocused();
  await expect.poll(async () => (await crmEntriesWith('/leads', email)).length, { timeout: 15_000 }).toBe(1);
  const [lead] = await crmEntriesWith('/leads', email);
  const opportunity = opportunityOf(lead?.body);
  expect(opportunity).toMatchObject({ programType: { code: 'pregrado' }, program: { code: 'co-administracion' }, modality: { code: 'VIR' }, details: { site: { code: '' } } });
  expect(JSON.stringify(lead?.body)).not.toMatch(/"code":"(vir|n-a|administracion-de-empresas)"/);
  // Clear: back to an empty form, success reset.
  await page.getByRole('button', { name: 'Enviar otra solicitud' }).click();
  await expect(form.getByLabel(/^Nombres/)).toHaveValue('');
});

test('the attachment label states the limit the form enforces', async ({ page }) => {
  await page.goto('/contacto');
  const file = page.getByLabel(/^Adjunto/);
  await expect(file).toHaveAccessibleName(/hasta 3 archivos y 3,5 MB en total/);
  await expect(page.locator('main')).not.toContainText('5 MB)');
});

// The refusal of a city outside the chosen department (422, naming the field) is the route's own
// rule: app/api/forms/[kind]/route.definitions.test.ts. Its acceptance needs the whole site.
test('the server accepts a city within the chosen department', async ({ request, baseURL }) => {
  const email = `city.${randomUUID().slice(0, 8)}@correo.com`;
  const { body, cookie } = await readyLead(baseURL ?? '', email);
  const res = await request.post('/api/forms/lead', {
    headers: { 'idempotency-key': randomUUID(), 'content-type': 'application/json', cookie },
    data: { ...body, values: { ...LEAD_VALUES, firstName: 'Ana', lastName: 'Pérez', email, state: 'antioquia', city: 'medellin', program: 'co-psicologia' } },
  });
  expect(res.status()).toBe(202);
});

test('the program form: personal data grouped, consent beside its label, call-back time as one select', async ({ page }) => {
  await page.goto('/programas/ingenieria-de-sistemas');
  const form = page.locator('form[aria-labelledby]').last();
  const group = form.getByRole('group', { name: 'Tus datos' });
  await expect(group.getByLabel(/^Nombres/)).toBeVisible();
  await expect(group.getByLabel(/^Celular/)).toBeVisible();
  await expect(form.getByLabel(/^Número de documento/)).toHaveCount(0); // a lead does not need it
  const time = form.getByLabel(/¿A qué hora prefieres que te llamemos\?/);
  await expect(time).toHaveJSProperty('tagName', 'SELECT');
  await expect(form.getByRole('spinbutton')).toHaveCount(0);
  const consent = form.getByRole('checkbox', { name: /Acepto la política/ });
  const box = await consent.boundingBox();
  const text = await form.locator(`label[for="${await consent.getAttribute('id')}"]`).boundingBox();
  expect(box && text && Math.abs(box.y - text.y) < 24 && text.x > box.x).toBe(true);
});

test('survey fields: a form shows those of its own kind only', async ({ page }) => {
  await page.goto('/admisiones');
  const form = page.locator('form[aria-labelledby]').last();
  await expect(form.getByLabel(/¿Cómo conociste la universidad\?/)).toBeVisible();
  await expect(form.getByLabel(/Colegio de egreso/)).toHaveCount(0); // a lead-only survey field
});

test('event options are upcoming only, in date order', async ({ page }) => {
  await page.goto('/eventos');
  const labels = await page.locator('form[aria-labelledby]').last().locator('label').filter({ has: page.locator('input[name="event"]') }).allTextContents();
  expect(labels.length).toBeGreaterThan(3);
  expect(labels.join('|')).not.toContain('Feria de posgrados 2026'); // over in October 2026
  const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];
  const when = (label: string) => {
    const m = /· (\p{L}+)\.? (\d+), (\d{4})$/u.exec(label);
    return m ? Number(m[3]) * 10_000 + (MONTHS.findIndex((x) => m[1]?.startsWith(x.slice(0, 3))) + 1) * 100 + Number(m[2]) : NaN;
  };
  const dates = labels.map(when);
  expect(dates.every(Number.isFinite)).toBe(true);
  expect(dates).toEqual([...dates].sort((a, b) => a - b));
});

test('an event page registers for that event; a past event says so and offers the next ones', async ({ page }) => {
  const email = `evento.${randomUUID().slice(0, 8)}@correo.com`;
  await page.goto('/eventos/dia-de-puertas-abiertas-bogota-2027');
  const form = page.locator('form[aria-labelledby]').last();
  await expect(form.getByRole('radio', { name: /Día de puertas abiertas en Bogotá/ })).toBeChecked();
  await form.getByLabel(/^Nombres/).fill('Camila');
  await form.getByLabel(/^Apellidos/).fill('Rojas');
  await form.getByLabel(/^Correo electrónico/).fill(email);
  await form.getByLabel(/^Celular/).fill('3101234567');
  await form.getByRole('radio', { name: /^S[ií]/ }).first().check();
  await form.getByRole('checkbox', { name: 'WhatsApp' }).check();
  await form.getByRole('checkbox', { name: /Acepto la política/ }).check();
  await form.getByRole('button', { name: 'Reservar mi cupo' }).click();
  await expect(page).toHaveURL(/\/eventos\/dia-de-puertas-abiertas-bogota-2027\/gracias$/, { timeout: 15_000 });
  await expect.poll(async () => (await crmEntriesWith('/landing-forms', email)).length, { timeout: 15_000 }).toBe(1);
  const [entry] = await crmEntriesWith('/landing-forms', email);
  expect(entry?.body).toMatchObject({ landing: '/eventos/dia-de-puertas-abiertas-bogota-2027', events: { name: 'Día de puertas abiertas en Bogotá' } });

  await page.goto('/eventos/feria-de-posgrados-octubre-2026');
  await expect(page.getByRole('note')).toContainText('Este evento ya se realizó');
  const past = page.locator('form[aria-labelledby]').last();
  await expect(past.getByRole('radio', { name: /Feria de posgrados 2026/ })).toHaveCount(0);
  await expect(past.getByRole('radio', { checked: true })).toHaveCount(0);
  expect(await past.locator('input[name="event"]').count()).toBeGreaterThan(3);
});

test('a form is added once: /admisiones carries two forms blocks of one form and shows one form', async ({ page }) => {
  // The content places the admissions form twice (a repeated closing block, as an editor might).
  const content = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT}`;
  const blocks = (await (await fetch(`${content}/api/v1/web/page?path=${encodeURIComponent('/admisiones')}&tags=admisiones`)).json()) as { component: string; id: string }[];
  const formBlocks = blocks.filter((b) => b.component === 'forms');
  expect(formBlocks.length).toBe(2);
  const ids = await Promise.all(
    formBlocks.map(async (b) => ((await (await fetch(`${content}/api/v2/web/block/${b.id}`)).json()) as { data: { general: { id: string } } }).data.general.id),
  );
  expect(new Set(ids)).toEqual(new Set(['co-form-admisiones']));

  await page.goto('/admisiones');
  await expect(page.locator('main form')).toHaveCount(1);
  await expect(page.locator('#co-form-admisiones')).toHaveCount(1);
});
