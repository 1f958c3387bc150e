import { randomUUID } from 'node:crypto';
import { chooseCookies, expect, test } from './fixtures';
import { crmEntries } from './lead-crm';
import { fillLead } from './lead-form';

test('a lead form validates in Spanish beside each field and moves focus to the first error', async ({ page }) => {
  await page.goto('/programas/ingenieria-de-sistemas');
  const form = page.locator('form[aria-labelledby]').last();
  const first = form.getByLabel(/^Nombres/);
  // A click before the form is hydrated is the browser's own submit: click until the form answers.
  await expect(async () => {
    await form.getByRole('button', { name: /información|Enviar|Inscr/i }).click();
    await expect(first).toHaveAttribute('aria-invalid', 'true', { timeout: 1_000 });
  }).toPass();
  await expect(first).toBeFocused();
  const errorId = await first.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(/obligatorio/);
  await form.getByLabel(/^Correo electrónico/).fill('no-es-un-correo');
  await form.getByLabel(/^Correo electrónico/).blur();
  await expect(form.getByText('Escribe un correo electrónico válido.')).toBeVisible();
});

test('a lead reaches the CRM once, with its campaign, and the visitor lands on the thank-you page', async ({ page }) => {
  const email = `valentina.${randomUUID().slice(0, 8)}@correo.com`;
  await page.goto('/programas/ingenieria-de-sistemas?utm_source=facebook&utm_medium=paid&utm_campaign=admisiones');
  const form = await fillLead(page, email);
  await form.getByRole('button', { name: /información|Enviar|Inscr/i }).dblclick();
  await expect(page).toHaveURL(/\/programas\/ingenieria-de-sistemas\/gracias$/, { timeout: 15_000 });
  await expect(page.locator('main')).toContainText(/gracias/i);
  const events = await page.evaluate(() => ((window as Window & { dataLayer?: { event?: string; formDatalayer?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'form_submit'));
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ formDatalayer: 'LP' });
  expect(JSON.stringify(events)).not.toContain(email);

  await expect.poll(async () => (await crmEntries('/leads')).filter((e) => JSON.stringify(e.body).includes(email)).length, { timeout: 15_000 }).toBe(1);
  const lead = (await crmEntries('/leads')).find((e) => JSON.stringify(e.body).includes(email));
  const body = JSON.stringify(lead?.body);
  expect(body).toContain('"landingName":"/programas/ingenieria-de-sistemas"');
  expect(body).toContain('"utm_source":"facebook"');
  expect(body).toContain('"utm_campaign":"admisiones"');
  expect(body).toContain('"utm_media":"paid"');
  const opportunity = (lead?.body.opportunities as Record<string, unknown>[] | undefined)?.[0] ?? {};
  expect(opportunity).toMatchObject({ programType: { code: 'pregrado' }, modality: { code: 'PRE' } });
  expect((opportunity.program as { code?: string } | undefined)?.code).toBeTruthy();
  expect(body).toContain('"funnelState":{"code":"1"}');
  expect(body).toContain('"subFunnelState":{"code":"101"}');
});

test('on a landing, the success shows in place (its thank-you path leads back to it)', async ({ page }) => {
  const email = `andres.${randomUUID().slice(0, 8)}@correo.com`;
  await page.goto('/landing/pregrado');
  const form = await fillLead(page, email);
  await form.getByRole('button', { name: /información|Enviar|Inscr/i }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recibimos tus datos' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/landing\/pregrado$/);
  await expect.poll(async () => (await crmEntries('/leads')).filter((e) => JSON.stringify(e.body).includes(email)).length, { timeout: 15_000 }).toBe(1);
});

test('a form sent before its scripts run keeps the personal data out of the address', async ({ browser, baseURL }) => {
  // The browser's own submission (scripts off stands for a click before hydration).
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await chooseCookies(context, 'accepted');
  const page = await context.newPage();
  await page.goto('/programas/ingenieria-de-sistemas');
  const form = page.locator('form[aria-labelledby]').last();
  await form.getByLabel(/^Nombres/).fill('Valentina');
  await form.getByLabel(/^Correo electrónico/).fill('valentina.sinjs@correo.com');
  const sent = page.waitForRequest((r) => r.resourceType() === 'document' && r.method() === 'POST');
  await form.getByRole('button', { name: /información|Enviar|Inscr/i }).click();
  await sent;
  // Refused (sent too soon, fields missing): back on its page, whose address holds the refusal's
  // marker and nothing the visitor wrote.
  await page.waitForURL(/\?formulario=revisar$/);
  expect(page.url()).not.toMatch(/correo|Valentina/);
  expect(new URL(page.url()).search).toBe('?formulario=revisar');
  await context.close();
});
