import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { crmEntriesWith } from './lead-crm';

/**
 * The event entry point on a 390×844 phone: from an event page to a lead in the CRM.
 *
 * A tap is a touch on the screen: a button, a link, a choice control, or a text field to start
 * typing. Moving from one text field to the next uses the keyboard's "next" key (Tab here) and
 * typing is not a tap; scrolling is not a tap. The event is preselected by the page, the
 * call-back time is optional, so what is left is:
 *   1 tap the first field (Nombres), then type and "next" through Apellidos, correo and celular;
 *   2 answer the contact-consent radio (required, never preset: the visitor must choose);
 *   3 authorise one contact channel (Ley 2300 de 2023: only those chosen; none preset);
 *   4 accept the privacy policy (required, never preset);
 *   5 tap "Reservar mi cupo".
 */
const EVENT_TAPS = 5;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test(`event page → submitted lead in ${EVENT_TAPS} taps`, async ({ page }) => {
  const email = `journey.${randomUUID().slice(0, 8)}@correo.com`;
  let taps = 0;
  const tap = async (target: Locator) => {
    await target.scrollIntoViewIfNeeded();
    await target.tap();
    taps += 1;
  };
  const typeAndNext = async (p: Page, text: string) => {
    await p.keyboard.type(text);
    await p.keyboard.press('Tab');
  };

  await page.goto('/eventos/dia-de-puertas-abiertas-bogota-2027');
  const form = page.locator('form[aria-labelledby]').last();
  await expect(form.getByRole('radio', { name: /Día de puertas abiertas en Bogotá/ })).toBeChecked();

  await tap(form.getByLabel(/^Nombres/));
  await typeAndNext(page, 'Mariana');
  await typeAndNext(page, 'López Duarte');
  await typeAndNext(page, email);
  await page.keyboard.type('3101234567');
  await expect(form.getByLabel(/^Celular/)).toHaveValue('3101234567');
  await tap(form.getByRole('radio', { name: /^S[ií]/ }).first());
  await tap(form.getByRole('checkbox', { name: 'WhatsApp' }));
  await tap(form.getByRole('checkbox', { name: /Acepto la política/ }));
  await tap(form.getByRole('button', { name: 'Reservar mi cupo' }));

  await expect(page).toHaveURL(/\/eventos\/dia-de-puertas-abiertas-bogota-2027\/gracias$/, { timeout: 15_000 });
  await expect.poll(async () => (await crmEntriesWith('/landing-forms', email)).length, { timeout: 15_000 }).toBe(1);
  const [lead] = await crmEntriesWith('/landing-forms', email);
  expect(lead?.body).toMatchObject({ name: 'Mariana', lastname: 'López Duarte', events: { name: 'Día de puertas abiertas en Bogotá' } });
  expect(taps).toBe(EVENT_TAPS);
});
