import { devices, type Browser, type Locator, type Page } from '@playwright/test';
import { MIN_FILL_MS } from '../lib/forms/timing';
import { openSqliteOutbox } from '../lib/leads/sqlite-store';
import { chooseCookies, visitorAddress } from './fixtures';
import { untilElementHydrated } from './hydrated';

/**
 * A lead form used as plain HTML, and the same form with its scripts, for the specs of the form
 * that works before its scripts arrive (docs/decisions/0010-forms-without-scripts.md).
 */

/** Answers by field name (every control is named after its field): text, a choice, a box, boxes of a group, a file. */
export type Answers = Record<string, string | boolean | string[] | { name: string; mimeType: string; buffer: Buffer }>;

/** A select's answer: its first real option (the call-back slots change with the clock). */
export const FIRST_OPTION = '@first';

/** Answer `form`'s controls by their names, in order (a department before its city). */
export async function answer(form: Locator, answers: Answers) {
  for (const [name, value] of Object.entries(answers)) {
    const control = form.locator(`[name="${name}"]`);
    if (typeof value === 'boolean') await control.setChecked(value);
    else if (Array.isArray(value)) {
      for (const box of await control.all()) await box.setChecked(value.includes((await box.getAttribute('value')) ?? ''));
    } else if (value === FIRST_OPTION) await control.selectOption((await control.locator('option:not([value=""])').first().getAttribute('value')) ?? '');
    else if (typeof value === 'object') await control.setInputFiles(value);
    else if ((await control.first().getAttribute('type')) === 'radio') await form.locator(`[name="${name}"][value="${value}"]`).check();
    else if ((await control.first().evaluate((el) => el.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}

/**
 * The server refuses a form sent sooner than MIN_FILL_MS after the page reached the browser
 * (lib/forms/timing.ts): a person takes longer than that to fill one; a test waits out the rest.
 */
export async function waitOutFillTime(page: Page, since: number) {
  const rest = MIN_FILL_MS + 400 - (Date.now() - since);
  if (rest > 0) await page.waitForTimeout(rest);
}

/** A CRM payload as comparable across two submissions: the e-mail and every moment blanked out. */
export function comparable(body: unknown, email: string): unknown {
  return JSON.parse(
    JSON.stringify(body)
      .replaceAll(email, '<email>')
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<moment>'),
  );
}

/** A phone of its own, with scripts, as the enhanced path's visitor. */
export async function phoneWithScripts(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ ...devices['Pixel 7'], javaScriptEnabled: true, baseURL, extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() } });
  await chooseCookies(context, 'accepted');
  return { context, page: await context.newPage() };
}

/**
 * Once React has taken the form over (its scripts ran), a submit is the enhanced one: React marks
 * the elements it hydrated (its submit button here; a form's own keys list its controls first).
 */
export async function waitForHydration(form: Locator) {
  await untilElementHydrated(form.locator('button[type="submit"]'));
}

/** Entries of the site's outbox (SQLite under the suite's DATA_DIR) whose payload mentions `needle`. */
export async function outboxWith(needle: string): Promise<number> {
  const store = await openSqliteOutbox(process.env.E2E_DATA_DIR ?? '');
  try {
    return (await store.list()).filter((e) => JSON.stringify(e.payload).includes(needle)).length;
  } finally {
    await store.close();
  }
}
