import { expect, test } from './fixtures';
import { answer, waitOutFillTime } from './plain-form';

/**
 * How a form refused without scripts reaches its page again (Post/Redirect/Get,
 * docs/decisions/0010-forms-without-scripts.md): the refusal under a random id in a short-lived
 * cookie, the page marked in its query and rendered for its visitor alone, shown again on a
 * reload, the plain page for an id no one kept, nothing read from a header. What the page shows of
 * the refusal is in e2e/forms-without-scripts.spec.ts.
 */
test.use({ javaScriptEnabled: false });

const MARKED = '/suscripcion?formulario=revisar';
const summaryIn = (html: string) => html.includes('data-form-summary');

test('the refusal travels in a cookie; its page is private and noindex, shown again on a reload, plain for an id no one kept', async ({ page, context, baseURL }) => {
  await page.goto('/suscripcion');
  const since = Date.now();
  const form = page.locator('form[data-form-id]').last();
  await answer(form, { firstName: 'Valentina', email: 'sin-arroba', habeasData: true });
  await waitOutFillTime(page, since);
  const shown = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().endsWith(MARKED));
  await form.locator('button[type="submit"]').click();
  const res = await shown;
  expect([res.status(), res.headers()['x-robots-tag']]).toEqual([200, 'noindex, nofollow']);
  expect(res.headers()['cache-control']).toMatch(/^private, .*\bno-store\b/);
  await expect(page.locator('[data-form-summary]')).toBeFocused();
  const cookie = (await context.cookies()).find((c) => c.name === 'form_refusal');
  expect(cookie).toMatchObject({ value: expect.stringMatching(/^[\w-]{24}$/), httpOnly: true, sameSite: 'Lax', path: '/' });
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(240); // five minutes, a reload or two

  // Asked for again while it lives (a reload), the page shows it again, the values kept.
  await page.goto(MARKED);
  await expect(page.locator('[data-form-summary]')).toBeFocused();
  await expect(page.locator('form[data-form-id] [name="email"]')).toHaveValue('sin-arroba');

  // The id travels in the cookie alone: a header naming it shows nothing, on the marked page or not.
  for (const path of [MARKED, '/suscripcion']) {
    const plain = await fetch(`${baseURL}${path}`, { headers: { 'x-form-refusal': cookie?.value ?? '' } });
    expect([path, plain.status, summaryIn(await plain.text())]).toEqual([path, 200, false]);
  }

  // An id no one kept (expired, forged) shows the page as it always is, never an error.
  await context.addCookies([{ name: 'form_refusal', value: 'A'.repeat(24), url: baseURL ?? '' }]);
  const other = await context.newPage();
  expect((await other.goto(MARKED))?.status()).toBe(200);
  await expect(other.locator('form[data-form-id] [name="email"]')).toHaveValue('');
  await expect(other.locator('[data-form-summary]')).toHaveCount(0);
  await other.close();
});
