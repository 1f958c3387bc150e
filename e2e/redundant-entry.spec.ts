import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { crmEntriesWith } from './lead-crm';
import { fillLead } from './lead-form';

/**
 * WCAG 2.2 SC 3.3.7 (Redundant Entry, A): within one process, what the visitor has typed, or the
 * site has already been told, is not asked again. Every form asks each thing once (the guardian's
 * fields are another person's, with none of the visitor's autofill tokens); what the page knows
 * is chosen in its form; and on the comparison, asking for another program's information
 * changes the program in the form the visitor is filling in, keeping every answer.
 */

/** The answers of a form's visible controls, by name (a group of radios or checkboxes as its checked values). */
const answers = (form: Locator) =>
  form.evaluate((el) => {
    const out: Record<string, string> = {};
    for (const c of el.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input:not([type=hidden]), select, textarea')) {
      if (!c.name || c.name === 'website') continue;
      if (c instanceof HTMLInputElement && (c.type === 'radio' || c.type === 'checkbox')) {
        if (c.checked) out[c.name] = out[c.name] ? `${out[c.name]},${c.value}` : c.value;
      } else out[c.name] = c.value;
    }
    return out;
  });

test('on the comparison, asking for another program keeps every answer typed in the form, and the lead carries that program', async ({ page }) => {
  const list = 'ingenieria-de-sistemas,administracion-de-empresas,derecho,psicologia';
  await page.goto(`/comparar?programas=${list}&programa=ingenieria-de-sistemas`);
  const email = `redundante.${randomUUID().slice(0, 8)}@correo.com`;
  const form = await fillLead(page, email);
  const select = form.getByLabel(/^Programa de interés/);
  await expect(select).toHaveValue('co-ing-sistemas');
  const typed = await answers(form);

  // The visitor changes their mind in the table above: Derecho's «Recibir esta información».
  const ask = page.getByRole('link', { name: 'Recibir esta información de Derecho' });
  await ask.evaluate((el) => el.scrollIntoView({ inline: 'start', block: 'center' }));
  await ask.click();
  await expect(page).toHaveURL(/programa=derecho#co-form-comparar$/);
  await expect(select).toHaveValue('co-derecho');
  await expect(select).toBeFocused();
  expect(await answers(form)).toEqual({ ...typed, program: 'co-derecho' });

  await form.getByRole('button', { name: 'Recibir esta información' }).click();
  await expect(page).toHaveURL(new RegExp(`/comparar/gracias\\?programas=${list}$`), { timeout: 15_000 });
  await expect.poll(async () => (await crmEntriesWith('/leads', email)).length, { timeout: 15_000 }).toBe(1);
  const [lead] = await crmEntriesWith('/leads', email);
  expect(lead?.body).toMatchObject({ contact: { firstName: 'Valentina', lastName: 'Gómez Restrepo', email, mobilePhone: '3101234567' } });
  expect((lead?.body.opportunities as Record<string, unknown>[])[0]).toMatchObject({ program: { code: 'co-derecho' }, modality: { code: 'PRE' }, details: { campus: { code: 'campus-bogota' } } });
});

test('what the page already knows is chosen in its form: the program of its page, the event of its page, the program of a landing path', async ({ page }) => {
  await page.goto('/programas/ingenieria-de-sistemas');
  await expect(page.locator('form[data-form-id]').last().getByLabel(/^Programa de interés/)).toHaveValue('co-ing-sistemas');
  await page.goto('/landing/pregrado/presencial/psicologia');
  await expect(page.locator('form[data-form-id]').last().getByLabel(/^Programa de interés/)).not.toHaveValue('');
  await page.goto('/eventos/dia-de-puertas-abiertas-bogota-2027');
  await expect(page.locator('form[data-form-id]').last().getByRole('radio', { name: /Día de puertas abiertas en Bogotá/ })).toBeChecked();
});

const FORMS = ['/landing/pregrado', '/programas/ingenieria-de-sistemas', '/eventos/dia-de-puertas-abiertas-bogota-2027', '/contacto', '/admisiones', '/tus-datos-personales', '/accesibilidad', '/suscripcion'];

test(`each of the ${FORMS.length} forms asks each thing once, a minor's guardian included`, async ({ page }) => {
  for (const path of FORMS) {
    await page.goto(path);
    const form = page.locator('form[data-form-id]').last();
    const minor = form.getByRole('radio', { name: 'Menos de 18 años' });
    if (await minor.count()) await minor.check();
    const asked = await form.evaluate((el) => {
      const shown = [...el.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input:not([type=hidden]), select, textarea')].filter(
        (c) => c.name !== 'website' && c.getClientRects().length > 0,
      );
      // One question per text field or select (its label), per group of radios or checkboxes (its legend).
      const grouped = (c: Element) => c instanceof HTMLInputElement && (c.type === 'radio' || c.type === 'checkbox') && !!c.closest('fieldset');
      const units = [...new Set(shown.map((c) => (grouped(c) ? c.closest('fieldset')! : c)))];
      const text = (n: Element | null | undefined) => (n?.textContent ?? '').replace(/\s+/g, ' ').trim();
      return {
        names: shown.filter((c) => !grouped(c)).map((c) => c.name),
        questions: units.map((u) => (u instanceof HTMLFieldSetElement ? text(u.querySelector('legend')) : text((u as HTMLInputElement).labels?.[0]))),
        tokens: shown.map((c) => c.getAttribute('autocomplete') ?? '').filter((t) => t && t !== 'off'),
        guardianTokens: shown.filter((c) => /^guardian/.test(c.name)).map((c) => c.getAttribute('autocomplete') ?? ''),
      };
    });
    expect(asked.questions.length, `questions of ${path}`).toBeGreaterThan(2);
    expect(asked.names, `control names on ${path}`).toEqual([...new Set(asked.names)]);
    expect(asked.questions, `questions on ${path}`).toEqual([...new Set(asked.questions)]);
    expect(asked.tokens, `autofill tokens on ${path}`).toEqual([...new Set(asked.tokens)]);
    // The guardian is another person: the browser fills none of the visitor's own data there.
    for (const token of asked.guardianTokens) expect(['', 'off'], `a guardian's field's autocomplete on ${path}`).toContain(token);
  }
});
