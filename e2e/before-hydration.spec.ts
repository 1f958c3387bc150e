import { openSqliteOutbox } from '../lib/leads/sqlite-store';
import { expect, test } from './fixtures';
import { holdScripts } from './hold-scripts';
import { hydrated } from './hydrated';
import { emailFor } from './lead-api';
import { crmEntriesWith } from './lead-crm';
import { answer, waitForHydration, waitOutFillTime } from './plain-form';

/**
 * A visitor on a phone answers a lead form before React hydrates it: Next's scripts start only
 * after the first paint (docs/decisions/0004-deferred-scripts.md), and the first touch of a field
 * starts them while the form already works as plain HTML (docs/decisions/0010-forms-without-scripts.md).
 * Every answer given in that window is still there once React has taken the form over, and the
 * enhanced submission sends them all. Hydration itself never mismatches: no error in the console,
 * and the server's nodes are the ones the visitor keeps.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PROGRAM = '/programas/ingenieria-de-sistemas';

/** The receipt the outbox keeps beside the lead whose payload mentions `email` (docs/decisions/0012-consent-records.md). */
async function receiptOf(email: string) {
  const store = await openSqliteOutbox(process.env.E2E_DATA_DIR ?? '');
  try {
    const entries = (await store.list()).filter((e) => JSON.stringify(e.payload).includes(email));
    return await Promise.all(entries.map((e) => store.receipt(e.id)));
  } finally {
    await store.close();
  }
}

test('every kind of answer given before hydration is kept by it and sent with the enhanced form', async ({ page }) => {
  const email = emailFor('antes');
  const guardianEmail = emailFor('acudiente-antes');
  const scripts = await holdScripts(page);
  await page.goto(PROGRAM, { waitUntil: 'domcontentloaded' });
  const since = Date.now();
  const form = page.locator('form[data-form-id]').last();
  const slot = (await form.locator('select[name="contactTime"] option:not([value=""])').nth(2).getAttribute('value')) ?? '';
  const answers = {
    firstName: 'Sofía',
    lastName: 'Rojas Peña',
    email,
    mobilePhone: '3109876543',
    ageGroup: 'menor',
    guardianName: 'Marta Lucía Peña Díaz',
    guardianDocument: '52123456',
    guardianEmail,
    guardianConsent: true,
    state: 'antioquia',
    city: 'medellin',
    contactTime: slot,
    channels: ['whatsapp', 'email'],
    donotdisturblaw: 'no',
    habeasData: true,
  };
  await answer(form, answers);
  // The first touch asked for the scripts; none has run: these answers were given to plain HTML.
  expect(scripts.held()).toBeGreaterThan(0);
  expect(await hydrated(page, 'form[data-form-id] button[type="submit"]')).toBe(false);

  await scripts.release();
  await waitForHydration(form);
  // React's effects and react-hook-form's registration ran with the hydration: the answers stand.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  for (const name of ['firstName', 'lastName', 'email', 'mobilePhone', 'guardianName', 'guardianDocument', 'guardianEmail', 'state', 'city', 'contactTime'] as const) {
    await expect(form.locator(`[name="${name}"]`), name).toHaveValue(answers[name]);
  }
  await expect(form.locator('[name="ageGroup"][value="menor"]')).toBeChecked();
  await expect(form.locator('[name="donotdisturblaw"][value="no"]')).toBeChecked();
  for (const name of ['guardianConsent', 'habeasData']) await expect(form.locator(`[name="${name}"]`), name).toBeChecked();
  for (const value of ['whatsapp', 'email']) await expect(form.locator(`[name="channels"][value="${value}"]`)).toBeChecked();
  for (const value of ['phone', 'sms']) await expect(form.locator(`[name="channels"][value="${value}"]`)).not.toBeChecked();
  await expect(form.getByRole('group', { name: /acudiente/ })).toBeVisible();

  // Sent by the hydrated form (its JSON, not the browser's own post): every answer arrives.
  await waitOutFillTime(page, since);
  const json = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/forms/'));
  await form.locator('button[type="submit"]').click();
  expect((await json).headers()['content-type']).toBe('application/json');
  await expect(page).toHaveURL(/\/programas\/ingenieria-de-sistemas\/gracias$/, { timeout: 15_000 });
  await expect.poll(async () => (await crmEntriesWith('/leads', email)).length, { timeout: 15_000 }).toBe(1);
  const [lead] = await crmEntriesWith('/leads', email);
  const [hour = '', minute = ''] = slot.split('T')[1]?.split(':') ?? [];
  expect(lead?.body).toMatchObject({
    contact: {
      firstName: 'Sofía',
      lastName: 'Rojas Peña',
      email,
      mobilePhone: '3109876543',
      state: { code: 'antioquia' },
      city: { code: 'medellin' },
      donotdisturblaw: false,
      habeasData: true,
      contactTime: { value: `${hour}:${minute}` },
    },
  });
  const [receipt] = await receiptOf(email);
  expect(receipt).toMatchObject({
    channels: ['whatsapp', 'email'],
    hasGuardian: true,
    guardian: { name: 'Marta Lucía Peña Díaz', documentNumber: '52123456', email: guardianEmail },
  });
});

/** What React says when the client's first render differs from the server's HTML (React 19, production). */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|421|422|423|425)\b|did not match/i;

for (const [name, path] of [
  ['the home', '/'],
  ['a program page', PROGRAM],
  ['a landing with a form', '/landing/pregrado'],
  ['the academic offer', '/oferta-academica'],
] as const) {
  test(`${name} hydrates without a mismatch: nothing in the console, the server's nodes kept`, async ({ page }) => {
    const said: string[] = [];
    page.on('console', (msg) => void said.push(`${msg.type()}: ${msg.text()}`));
    page.on('pageerror', (err) => void said.push(`pageerror: ${err.message}`));
    const scripts = await holdScripts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // The server's nodes, marked before any script of the page runs: a mismatch makes React
    // render the tree again on the client and put new nodes in their place.
    const marked = await page.evaluate(() => {
      const nodes = [...document.querySelectorAll('main *, main')];
      (window as unknown as { serverNodes: Element[] }).serverNodes = nodes;
      return nodes.length;
    });
    expect(marked).toBeGreaterThan(50);
    await scripts.release();
    // Each block hydrates on its own, after the page around it (components/blocks/registry.tsx).
    await page.waitForFunction(() => [...document.querySelectorAll('main, main section')].every((el) => Object.keys(el).some((k) => k.startsWith('__react'))));
    // Recoverable errors are reported once the hydration's commit is done: give it the next frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500)))));
    expect(said.filter((line) => HYDRATION_ERROR.test(line)), 'hydration errors').toEqual([]);
    const replaced = await page.evaluate(() =>
      (window as unknown as { serverNodes: Element[] }).serverNodes.filter((n) => !n.isConnected).map((n) => `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}.${n.className}`),
    );
    expect(replaced, 'server nodes replaced by the client').toEqual([]);
  });
}

test('a filter panel opened before hydration stays open and works once the offer is hydrated', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/oferta-academica', { waitUntil: 'domcontentloaded' });
  await page.getByText('Filtrar', { exact: true }).click();
  const engineering = page.getByRole('checkbox', { name: 'Ingeniería' });
  await expect(engineering).toBeVisible();
  await scripts.release();
  await expect.poll(() => hydrated(page, '#programas details')).toBe(true);
  await expect(engineering).toBeVisible();
  await engineering.check();
  await expect(page).toHaveURL(/\?filtro=ingenieria$/);
  await expect(page.locator('#programas article')).toHaveCount(5);
});

test('a control that needs scripts never swallows an early tap: the video poster leads to YouTube, "Copiar enlace" waits', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/nosotros', { waitUntil: 'domcontentloaded' });
  const poster = page.getByRole('link', { name: /^Reproducir el video: .+\(3 minutos 20 segundos\), en YouTube \(se abre en una ventana nueva\)$/ });
  await expect(poster).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/);
  await expect(poster).toHaveAttribute('target', '_blank');
  await scripts.release();
  // Hydrated, it plays the video in the page (e2e/campuses.spec.ts, media blocks).
  await expect(page.getByRole('button', { name: /^Reproducir el video: .+\(3 minutos 20 segundos\)$/ })).toBeVisible();
  await expect(poster).toHaveCount(0);

  scripts.holding = true;
  await page.goto('/noticias/becas-talento-regional-2027', { waitUntil: 'domcontentloaded' });
  const copy = page.getByRole('complementary', { name: 'Comparte esta página' }).getByRole('button', { name: 'Copiar enlace' });
  await expect(copy).toBeDisabled();
  await scripts.release();
  await expect(copy).toBeEnabled();
});
