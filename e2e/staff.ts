import type { Page, Response } from '@playwright/test';
import { expect } from './fixtures';

/** The demo accounts of the embedded identity provider (content-service/oidc.mjs) for `co`. */
export const STAFF = { email: 'mercadeo@uandinadelsaber.edu.co', password: 'demo-mercadeo' };
export const OUTSIDER = { email: 'visitante@correo.example', password: 'demo-visitante' };

/**
 * Sign in through the real protocol: the site's sign-in page, the provider's login form, the
 * callback. Resolves with the callback's answer (its Set-Cookie is the session).
 */
export async function signIn(page: Page, account = STAFF, start = '/staff'): Promise<Response> {
  await page.goto(start);
  await expect(page).toHaveURL(/\/staff\/entrar/);
  await page.getByRole('link', { name: 'Ingresar con la cuenta de la universidad' }).click();
  await expect(page.getByRole('heading', { name: 'Ingreso del personal' })).toBeVisible();
  await page.getByLabel('Correo institucional').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  const callback = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/staff/callback');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const answer = await callback;
  await page.waitForLoadState('load');
  return answer;
}
