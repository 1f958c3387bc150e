import { expect, test } from './fixtures';
import { emailFor } from './lead-api';
import { crmEntriesWith } from './lead-crm';
import { answer, outboxWith, waitOutFillTime } from './plain-form';

/**
 * A form sent without scripts is one lead however often its values arrive
 * (docs/decisions/0010-forms-without-scripts.md, "Exactly once"): a double tap, a reload of the
 * POST, back and "Enviar" again, and the same values from a later render of the page.
 */
test.use({ javaScriptEnabled: false });

test('double submission without scripts: two quick POSTs of one render, a reload of the POST, back and "Enviar" again: one lead', async ({ page, visitor }) => {
  const email = emailFor('doble');
  let posts = 0;
  page.on('request', (r) => void (r.method() === 'POST' && r.url().includes('/api/forms/') && posts++));
  await page.goto('/suscripcion');
  const since = Date.now();
  const form = page.locator('form[data-form-id]').last();
  await answer(form, { firstName: 'Valentina', email, habeasData: true });
  await waitOutFillTime(page, since);

  // The browser's POST goes out with a second one of the same render at once (a double tap, with
  // the same bytes and cookies); the answer to the browser's is lost on its way back (its lead
  // is stored), and the visitor reloads: the browser posts the same form again.
  let quick: number[] = [];
  await page.route('**/api/forms/**', async (route) => {
    if (quick.length) return route.continue();
    const request = route.request();
    const headers = { 'content-type': (await request.allHeaders())['content-type'] ?? '', accept: 'text/html', origin: new URL(request.url()).origin, 'x-forwarded-for': visitor };
    const twin = () => page.request.post(request.url(), { headers, data: request.postDataBuffer() ?? Buffer.alloc(0), maxRedirects: 0 });
    quick = (await Promise.all([route.fetch({ maxRedirects: 0 }), twin()])).map((res) => res.status());
    await route.abort('connectionreset');
  });
  const lost = page.waitForEvent('requestfailed', (r) => r.url().includes('/api/forms/'));
  await form.locator('button[type="submit"]').click().catch(() => undefined);
  await lost;
  expect(quick).toEqual([303, 303]);
  await expect(page).toHaveURL(/^chrome-error:/); // the browser's own error page
  await page.reload();
  await expect(page).toHaveURL(/\/suscripcion\/gracias$/);

  // Back to the form (its answers still there) and "Enviar" again.
  await page.goBack();
  await expect(page.locator('form[data-form-id] [name="email"]')).toHaveValue(email);
  await waitOutFillTime(page, Date.now()); // the page may have come again from the server
  await page.locator('form[data-form-id] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/suscripcion\/gracias$/);

  expect(posts).toBe(3); // the browser's own: the first, the reload, the second "Enviar"
  await expect.poll(async () => (await crmEntriesWith('/subscriptions', email)).length, { timeout: 15_000 }).toBe(1);
  expect(await outboxWith(email)).toBe(1);
});

test('the same values sent again from a later render of the page (re-rendered since): still one lead', async ({ page }) => {
  const email = emailFor('rerender');
  const tokens: string[] = [];
  // The cached page, then a render made now: the marked URL is rendered for each request (0010),
  // as a cached page is again after its revalidation, with a render token of its own.
  for (const url of ['/suscripcion', '/suscripcion?formulario=revisar']) {
    await page.goto(url);
    const since = Date.now();
    const form = page.locator('form[data-form-id]').last();
    tokens.push((await form.locator('[name="_token"]').getAttribute('value')) ?? '');
    await answer(form, { firstName: 'Valentina', email, habeasData: true });
    await waitOutFillTime(page, since);
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/suscripcion\/gracias$/);
  }
  expect(tokens[0]).not.toBe(tokens[1]);
  await expect.poll(async () => (await crmEntriesWith('/subscriptions', email)).length, { timeout: 15_000 }).toBe(1);
  expect(await outboxWith(email)).toBe(1);
});
