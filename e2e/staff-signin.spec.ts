import { HOST_SESSION_COOKIE, seal, SESSION_COOKIE } from '../lib/staff/session';
import { TEST_SECRETS } from '../test/secrets.cjs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { OUTSIDER, signIn } from './staff';

/** Words only a signed-in staff member may see (the workbench's sections). */
const STAFF_ONLY = ['Mesa de mercadeo', 'Enlaces de campaña', 'Leads por campaña', 'utm_source'];
const STAFF_PAGES = ['/staff', '/staff/enlaces', '/staff/verificar', '/staff/campanas'];

/** A staff page and a staff API refuse the cookie: a redirect to the sign-in, a 401, no staff content. */
async function expectRefused(request: APIRequestContext, cookie: string) {
  const page = await request.get('/staff', { headers: { cookie }, maxRedirects: 0 });
  expect(page.status()).toBeGreaterThanOrEqual(300);
  expect(page.status()).toBeLessThan(400);
  expect(page.headers().location).toContain('/staff/entrar');
  for (const word of STAFF_ONLY) expect(await page.text()).not.toContain(word);
  expect((await request.get('/api/staff/campanas?dias=7', { headers: { cookie } })).status()).toBe(401);
}

test.describe('staff sign-in', () => {
  test('sign-in through the embedded OpenID Provider reaches the workbench; the session cookie is HttpOnly and SameSite', async ({ page }) => {
    const callback = await signIn(page);
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mesa de mercadeo' })).toBeVisible();
    await expect(page.getByText('Equipo de Mercadeo')).toBeVisible();
    const cookie = (await callback.headerValues('set-cookie')).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=28800/);
    expect(cookie, 'plain http: not Secure').not.toMatch(/;\s*Secure/i);
    // Staff pages: noindex, never stored, the site's security headers.
    const res = await page.request.get('/staff/enlaces');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('no-store');
    expect(res.headers()['x-robots-tag']).toContain('noindex');
    expect(res.headers()['content-security-policy']).toContain("object-src 'none'");
    expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow"');
    // Signing out ends the session.
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page.getByText('Salió de la mesa de mercadeo.')).toBeVisible();
    expect((await page.request.get('/staff', { maxRedirects: 0 })).status()).toBe(303);
  });

  test('behind https the session cookie is __Host-: Secure, Path=/, no Domain', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.18.250.1' } });
    const page = await context.newPage();
    const callback = await signIn(page);
    const cookies = await callback.headerValues('set-cookie');
    const cookie = cookies.find((c) => c.startsWith(`${HOST_SESSION_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    await context.close();
  });

  test('a visitor without a session gets the sign-in, and no staff content in HTML, RSC payload or JSON', async ({ request }) => {
    for (const path of STAFF_PAGES) {
      const doc = await request.get(path, { maxRedirects: 0 });
      expect(doc.status(), path).toBe(303);
      expect(doc.headers().location).toBe(`/staff/entrar?next=${encodeURIComponent(path)}`);
      const rsc = await request.get(`${path}?_rsc=1`, { headers: { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' }, maxRedirects: 0 });
      expect(rsc.status(), `${path} RSC`).toBe(303);
      expect((await request.post(path, { maxRedirects: 0 })).status(), `${path} POST`).toBe(401);
      for (const body of [await doc.text(), await rsc.text()]) for (const word of STAFF_ONLY) expect(body).not.toContain(word);
    }
    for (const path of ['/api/staff/campanas?dias=30', '/api/staff/campanas.csv?dias=30']) {
      const json = await request.get(path);
      expect(json.status(), path).toBe(401);
      expect(await json.json()).toMatchObject({ code: 'unauthorized' });
    }
    // The sign-in page itself holds nothing but the way in.
    const signin = await (await request.get('/staff/entrar')).text();
    for (const word of STAFF_ONLY) expect(signin).not.toContain(word);
  });

  test('an expired, forged or never opened session is refused; a copy of a signed-out session too', async ({ page, request }) => {
    const secret = TEST_SECRETS.STAFF_SESSION_SECRET ?? '';
    const who = { sid: crypto.randomUUID(), email: 'mercadeo@uandinadelsaber.edu.co', name: 'x' };
    const expired = seal({ ...who, exp: Math.floor(Date.now() / 1000) - 1 }, secret, SESSION_COOKIE);
    const forged = seal({ ...who, exp: Math.floor(Date.now() / 1000) + 3600 }, 'another-secret-value', SESSION_COOKIE);
    for (const value of [expired, forged]) {
      const res = await request.get('/staff', { headers: { cookie: `${SESSION_COOKIE}=${value}` }, maxRedirects: 0 });
      expect(res.status()).toBe(303);
    }
    // Sealed with the right key but never opened by a sign-in: the server has no such session.
    const unopened = seal({ ...who, exp: Math.floor(Date.now() / 1000) + 3600 }, secret, SESSION_COOKIE);
    await expectRefused(request, `${SESSION_COOKIE}=${unopened}`);

    // A real session, copied before sign-out, is worth nothing after it.
    const callback = await signIn(page);
    const copied = ((await callback.headerValues('set-cookie')).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '').split(';')[0] ?? '';
    expect((await request.get('/staff', { headers: { cookie: copied }, maxRedirects: 0 })).status()).toBe(200);
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page.getByText('Salió de la mesa de mercadeo.')).toBeVisible();
    await expectRefused(request, copied);
  });

  test('an account outside the university is refused', async ({ page }) => {
    await signIn(page, OUTSIDER);
    await expect(page).toHaveURL(/\/staff\/entrar\?error=no-autorizado/);
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Su cuenta no pertenece al personal autorizado de la universidad.');
    expect((await page.request.get('/staff', { maxRedirects: 0 })).status()).toBe(303);
  });

  test('the sign-in is rate limited per client', async ({ request }) => {
    const headers = { 'x-forwarded-for': '198.18.251.7' };
    for (let i = 0; i < 10; i += 1) expect((await request.get('/api/staff/signin', { headers, maxRedirects: 0 })).status()).toBe(303);
    const refused = await request.get('/api/staff/signin', { headers, maxRedirects: 0 });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await refused.text()).toContain('Demasiados intentos de ingreso');
    // Another client is not affected.
    expect((await request.get('/api/staff/signin', { headers: { 'x-forwarded-for': '198.18.251.8' }, maxRedirects: 0 })).status()).toBe(303);
  });
});
