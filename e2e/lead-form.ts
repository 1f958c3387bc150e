import type { Page } from '@playwright/test';

/**
 * Fill a lead form with valid answers: the first real option of every select, in order, an adult
 * who authorises WhatsApp and e-mail. Fields a form does not ask (the program form asks no
 * document) are skipped.
 */
export async function fillLead(page: Page, email: string) {
  const form = page.locator('form[aria-labelledby]').last();
  await form.getByLabel(/^Nombres/).fill('Valentina');
  await form.getByLabel(/^Apellidos/).fill('Gómez Restrepo');
  const document = form.getByLabel(/^Número de documento/);
  if (await document.count()) await document.fill('1020304050');
  await form.getByLabel(/^Correo electrónico/).fill(email);
  await form.getByLabel(/^Celular/).fill('3101234567');
  for (const label of [/^Tipo de documento/, /^Departamento/, /^Ciudad/, /^Programa de interés/]) {
    const select = form.getByLabel(label);
    if (!(await select.count())) continue;
    if (await select.inputValue()) continue; // preselected by the page (its program, landing filters)
    const value = await select.locator('option:not([value=""])').first().getAttribute('value');
    await select.selectOption(value ?? '');
  }
  await form.getByRole('radio', { name: /^S[ií]/ }).first().check();
  // Consent (docs/decisions/0012-consent-records.md): an adult, two channels.
  const adult = form.getByRole('radio', { name: '18 años o más' });
  if (await adult.count()) await adult.check();
  const channels = form.getByRole('group', { name: /¿Por dónde podemos contactarte\?/ });
  if (await channels.count()) for (const name of ['WhatsApp', 'Correo']) await channels.getByRole('checkbox', { name }).check();
  await form.getByRole('checkbox', { name: /Acepto la política/ }).check();
  return form;
}
