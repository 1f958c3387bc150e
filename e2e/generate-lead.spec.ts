import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { fillLead } from './lead-form';

type LayerEvent = Record<string, unknown> & { event?: string };

test('every successful submission pushes GA4’s generate_lead once (form kind, program code, currency) besides form_submit', async ({ page }) => {
  await page.goto('/landing/pregrado/vir/n-a/administracion-de-empresas');
  const form = await fillLead(page, `ga4.${randomUUID().slice(0, 8)}@correo.com`);
  const events = () => page.evaluate(() => ((window as unknown as { dataLayer?: LayerEvent[] }).dataLayer ?? []).filter((e) => e.event === 'generate_lead' || e.event === 'form_submit'));
  expect(await events()).toEqual([]);
  await form.getByRole('button', { name: /información|Enviar|Inscr|Reservar/i }).click();
  const dialog = page.getByRole('dialog', { name: /Tu solicitud fue enviada/ });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await events()).length).toBe(2);
  const first = await events();
  // After "Aceptar" (this suite's choice) the lead's id and Google's hashes ride along (e2e/campaign-loop.spec.ts).
  expect(first).toEqual([
    { event: 'form_submit', formDatalayer: 'LP', formId: 'co-form-landing' },
    {
      event: 'generate_lead',
      form_id: 'co-form-landing',
      form_kind: 'lead',
      program_code: 'co-administracion',
      currency: 'COP',
      event_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_data: { sha256_email_address: expect.stringMatching(/^[0-9a-f]{64}$/), sha256_phone_number: expect.stringMatching(/^[0-9a-f]{64}$/) },
    },
  ]);
  // Closing the dialog and waiting adds nothing: once per success.
  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await page.waitForTimeout(500);
  expect(await events()).toHaveLength(2);
  // Another submission is another success, and another event.
  await page.getByRole('button', { name: 'Enviar otra solicitud' }).click();
  await fillLead(page, `ga4.${randomUUID().slice(0, 8)}@correo.com`);
  await form.getByRole('button', { name: /información|Enviar|Inscr|Reservar/i }).click();
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await events()).filter((e) => e.event === 'generate_lead').length).toBe(2);
});
