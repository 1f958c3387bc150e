import { expect, test } from './fixtures';

/**
 * Errors appear when they help (WCAG 3.3.1; GOV.UK's "validate on submit"): reading a form by
 * Tab shows none, sending it shows every one, and correcting a field clears its error as the
 * visitor types.
 */
test.use({ viewport: { width: 390, height: 844 } });

for (const path of ['/contacto', '/programas/ingenieria-de-sistemas']) {
  test(`${path}: no error before sending, every error on sending, each cleared as it is corrected`, async ({ page }) => {
    await page.goto(path);
    const form = page.locator('form[aria-labelledby]').last();
    const first = form.locator('input:not([type=hidden]), select, textarea').first();
    await first.focus();
    // Through every control of the form and out of it, typing nothing.
    const controls = await form.locator('input:not([type=hidden]):not([tabindex="-1"]), select, textarea').count();
    for (let i = 0; i < controls; i++) await page.keyboard.press('Tab');
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(form.getByText('Este campo es obligatorio')).toHaveCount(0);

    // A click before the form is hydrated is the browser's own submit: click until the form answers.
    await expect(async () => {
      await form.getByRole('button', { name: /información|Enviar|Inscr/i }).click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const invalid = await form.locator('[aria-invalid="true"]').count();
    expect(invalid).toBeGreaterThan(2);
    await expect(form.getByText('Este campo es obligatorio').first()).toBeVisible();

    const name = form.getByLabel(/^Nombres|^Nombre completo/).first();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await name.pressSequentially('Valentina');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(invalid - 1);
  });
}
