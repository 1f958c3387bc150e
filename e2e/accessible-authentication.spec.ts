import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { STAFF } from './staff';

/**
 * WCAG 2.2 SC 3.3.8 (Accessible Authentication, Minimum, AA): the staff sign-in asks nothing to
 * remember or transcribe that a person cannot paste or have a password manager fill in. Its
 * fields name what they hold (`autocomplete="username"` / `"current-password"`), nothing cancels a
 * paste, and there is no puzzle, code or question beside the two fields.
 */

/** The clipboard's text pasted into a field with the keyboard, as a person does after copying it from their manager. */
async function paste(page: Page, label: string, text: string) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  const field = page.getByLabel(label);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).toHaveValue(text);
}

test('the staff sign-in takes credentials pasted from the clipboard and lets a password manager fill it in', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/entrar/);
  await page.getByRole('link', { name: 'Ingresar con la cuenta de la universidad' }).click();
  await expect(page.getByRole('heading', { name: 'Ingreso del personal' })).toBeVisible();

  // What a password manager looks for: a form with a username and a current password, named as such.
  const form = page.locator('form');
  await expect(form).toHaveCount(1);
  await expect(page.getByLabel('Correo institucional')).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByLabel('Contraseña')).toHaveAttribute('autocomplete', 'current-password');
  await expect(page.getByLabel('Contraseña')).toHaveAttribute('type', 'password');
  // No cognitive function test: the two fields and the button, nothing else to solve or transcribe.
  await expect(form.locator('input:not([type=hidden]), select, textarea, iframe, img, canvas')).toHaveCount(2);
  await expect(form.getByRole('button')).toHaveText(['Ingresar']);

  // Whether anything on the page cancels a paste: seen by a listener that runs after the page's own.
  await page.evaluate(() => {
    window.addEventListener('paste', (e) => {
      if (e.defaultPrevented) document.documentElement.dataset.pasteCancelled = 'yes';
    });
  });
  await paste(page, 'Correo institucional', STAFF.email);
  await paste(page, 'Contraseña', STAFF.password);
  await expect(page.locator('html')).not.toHaveAttribute('data-paste-cancelled', 'yes');

  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mesa de mercadeo' })).toBeVisible();
});
