import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { PENDING_STORAGE_KEY } from '../lib/forms/pending';
import { VAULT_DB } from '../lib/forms/pending-vault';
import { chooseCookies, visitorAddress } from './fixtures';
import { crmEntriesWith } from './lead-crm';
import { fillLead } from './lead-form';

/**
 * Forms that survive a weak connection: a submission that fails for network reasons
 * is kept in the browser, sealed with a key the browser will not hand out, and sent once, with
 * the same Idempotency-Key, when the connection returns or the visitor comes back
 * (docs/decisions/0003-lead-outbox.md). These tests cut the network on purpose, so the browser
 * logs failed requests; they check page errors (uncaught exceptions) instead of the console.
 */
const PROGRAM = '/programas/ingenieria-de-sistemas';
const QUEUED = /Guardamos tu solicitud en este dispositivo y la enviaremos automáticamente/;

/**
 * What the browser holds of kept submissions: the sealed entry, every localStorage value as one
 * text (to look for clear text), and whether the vault's key could be exported (null: no key).
 * The vault's database is opened only once the site has made it (opening it first would create it).
 */
const keptOnDevice = (page: Page) =>
  page.evaluate(
    async ([storageKey, vaultDb]) => {
      const databases = (await indexedDB.databases()).map((d) => d.name);
      const key = databases.includes(vaultDb)
        ? await new Promise<CryptoKey | undefined>((resolve, reject) => {
            const open = indexedDB.open(vaultDb);
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const got = open.result.transaction('keys').objectStore('keys').get('aes-gcm');
              got.onsuccess = () => {
                open.result.close();
                resolve(got.result as CryptoKey | undefined);
              };
              got.onerror = () => reject(got.error);
            };
          })
        : undefined;
      return { stored: localStorage.getItem(storageKey), everything: JSON.stringify({ ...localStorage }), extractable: key ? key.extractable : null };
    },
    [PENDING_STORAGE_KEY, VAULT_DB] as const,
  );

/** The lead waits on the device, sealed: no field value in localStorage, the key not exportable. */
async function expectSealed(page: Page, email: string) {
  const kept = await keptOnDevice(page);
  expect(kept.stored, 'the kept submission').toMatch(/^\{"iv":"[^"]+","data":"[^"]+"\}$/);
  for (const value of [email, 'Valentina', 'Gómez Restrepo', '3101234567']) expect(kept.everything).not.toContain(value);
  expect(kept.extractable).toBe(false);
}

const pageErrors: string[] = [];
test.beforeEach(async ({ page, context }) => {
  await chooseCookies(context, 'accepted'); // the cookie notice is not what these tests are about
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress() }); // each test its own visitor
  pageErrors.length = 0;
  page.on('pageerror', (error) => pageErrors.push(error.message));
});
test.afterEach(() => {
  expect(pageErrors, 'uncaught page errors').toEqual([]);
});

test('a lead sent while offline is kept, then sent once when the browser is back online', async ({ page, context }) => {
  const email = `offline.${randomUUID().slice(0, 8)}@correo.com`;
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/forms/')) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.goto(PROGRAM);
  const form = await fillLead(page, email);
  await context.setOffline(true);
  await form.getByRole('button', { name: /Quiero recibir información/ }).click();
  await expect(form.getByRole('status').filter({ hasText: QUEUED })).toBeVisible({ timeout: 15_000 });
  await expect(form.getByRole('button', { name: 'Pendiente de envío' })).toBeDisabled();
  await expectSealed(page, email);
  expect(await crmEntriesWith('/leads', email)).toHaveLength(0);

  await context.setOffline(false);
  await expect(page).toHaveURL(new RegExp(`${PROGRAM}/gracias$`), { timeout: 15_000 });
  await expect.poll(async () => (await crmEntriesWith('/leads', email)).length, { timeout: 15_000 }).toBe(1);
  expect((await keptOnDevice(page)).stored).toBeNull(); // nothing kept once sent
  // One submission, one key on every attempt; the CRM holds it once with that key.
  const [lead] = await crmEntriesWith('/leads', email);
  expect(new Set(keys.filter(Boolean))).toEqual(new Set([lead?.idempotencyKey]));

  // Coming back later sends nothing again.
  await page.goto(PROGRAM);
  await page.waitForLoadState('networkidle');
  expect(await crmEntriesWith('/leads', email)).toHaveLength(1);
});

test('offline before touching the page: the form still keeps the lead and sends it once back online', async ({ page, context }) => {
  const email = `sinred.${randomUUID().slice(0, 8)}@correo.com`;
  await page.goto(PROGRAM);
  // The page has loaded (Next's chunks are in and the form is hydrated: 'next' in window alone
  // left the form's chunk downloading when the network went, and the form never came alive).
  await page.waitForLoadState('networkidle');
  // The form's validation (zod) loads at the first touch: here it cannot, the network is gone.
  await context.setOffline(true);
  const form = await fillLead(page, email);
  await form.getByRole('button', { name: /Quiero recibir información/ }).click();
  await expect(form.getByRole('status').filter({ hasText: QUEUED })).toBeVisible({ timeout: 15_000 });
  await expectSealed(page, email);

  await context.setOffline(false);
  await expect(page).toHaveURL(new RegExp(`${PROGRAM}/gracias$`), { timeout: 15_000 });
  await expect.poll(async () => (await crmEntriesWith('/leads', email)).length, { timeout: 15_000 }).toBe(1);
});

test('the connection dies after the server got the lead: a retry after reload still leaves exactly one', async ({ page }) => {
  const email = `corte.${randomUUID().slice(0, 8)}@correo.com`;
  const keys: string[] = [];
  let cut = 0;
  await page.route((url) => url.pathname === '/api/forms/lead', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (cut > 0) return route.continue();
    cut += 1;
    const answer = await route.fetch(); // the site accepted and stored the lead (202)…
    expect(answer.status()).toBe(202);
    await route.abort('connectionreset'); // …and the answer never reaches the phone
  });
  await page.goto(PROGRAM);
  const form = await fillLead(page, email);
  await form.getByRole('button', { name: /Quiero recibir información/ }).click();
  await expect(form.getByRole('status').filter({ hasText: QUEUED })).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await crmEntriesWith('/leads', email)).length, { timeout: 15_000 }).toBe(1);

  await page.reload(); // the visitor comes back: the kept submission is sent again, same key
  await expect(page).toHaveURL(new RegExp(`${PROGRAM}/gracias$`), { timeout: 15_000 });
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await page.waitForTimeout(1_000); // let a (wrong) second delivery land before counting
  const leads = await crmEntriesWith('/leads', email);
  expect(leads).toHaveLength(1);
  expect(leads[0]?.idempotencyKey).toBe(keys[0]);
});

test('a kept lead is sent when the visitor returns later, to a page without a form', async ({ page, context }) => {
  const email = `vuelve.${randomUUID().slice(0, 8)}@correo.com`;
  await page.goto(PROGRAM);
  // Filled while its scripts may still be hydrating it (answers given before hydration stay,
  // e2e/before-hydration.spec.ts); sent once hydrated, since the queue is the enhanced form's.
  const form = await fillLead(page, email);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await form.getByRole('button', { name: /Quiero recibir información/ }).click();
  await expect(form.getByRole('status').filter({ hasText: QUEUED })).toBeVisible({ timeout: 15_000 });
  await page.close(); // the visitor leaves while still offline

  await context.setOffline(false);
  const later = await context.newPage();
  later.on('pageerror', (error) => pageErrors.push(error.message));
  await later.goto('/noticias');
  await expect(later.locator('form[data-form-id]')).toHaveCount(0);
  await expect.poll(async () => (await crmEntriesWith('/leads', email)).length, { timeout: 15_000 }).toBe(1);
  await expect.poll(async () => (await keptOnDevice(later)).stored).toBeNull();
  await later.reload();
  await later.waitForLoadState('networkidle');
  expect(await crmEntriesWith('/leads', email)).toHaveLength(1);
});

test('a lead an earlier version kept in clear text is sealed on the first page, never left readable', async ({ page }) => {
  const email = `antes.${randomUUID().slice(0, 8)}@correo.com`;
  const key = randomUUID();
  const legacy = JSON.stringify([{ key, kind: 'lead', formId: 'co-form-programa', body: JSON.stringify({ values: { email } }), savedAt: Date.now() }]);
  const keys: string[] = [];
  // The site cannot be reached: the entry has to wait on the device, as it would have.
  await page.route('**/api/forms/**', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    await route.abort('internetdisconnected');
  });
  await page.addInitScript(([storageKey, value]) => localStorage.setItem(storageKey, value), [PENDING_STORAGE_KEY, legacy] as const);
  await page.goto('/noticias');
  await expect.poll(async () => (await keptOnDevice(page)).stored, { timeout: 15_000 }).not.toBe(legacy);
  await expectSealed(page, email);
  await expect.poll(() => keys, { timeout: 15_000 }).toContain(key); // replayed with its own key
  expect(new Set(keys)).toEqual(new Set([key]));
});
