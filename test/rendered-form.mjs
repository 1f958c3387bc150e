// @ts-check
/**
 * A lead form as a browser holds it once its page has loaded (docs/decisions/0010-forms-without-scripts.md):
 * the render token the server wrote into the form, and the form clock cookie the page came with.
 * For the e2e specs and the soak, which post the form's JSON as the enhanced form does: the route
 * times the fill from that token, so they load the page first and send once a person could have
 * filled the form (`readyAt`), as the form itself waits.
 */
import { FORM_CLOCK_COOKIE } from '../lib/forms/form-clock-cookie.mjs';

/** The hidden field of the render token (POST_FIELDS.token, lib/forms/without-scripts.ts). */
const TOKEN_FIELD = '_token';

/**
 * The render token of form `formId` in a page's HTML, or '' when the page has no such form.
 * @param {string} html @param {string} formId
 */
export function renderedToken(html, formId) {
  const start = html.indexOf(`data-form-id="${formId}"`);
  if (start < 0) return '';
  const input = html.slice(start).match(new RegExp(`<input[^>]*\\bname="${TOKEN_FIELD}"[^>]*>`))?.[0] ?? '';
  return input.match(/\bvalue="([^"]*)"/)?.[1] ?? '';
}

/**
 * Load the page of `form` at `siteUrl` as a browser would, and keep what its form needs to be
 * sent: the token, the `cookie` header of the form clock, and when a person could have filled it
 * (`fillMs` after the page arrived). Throws when the page does not answer 200 with the form.
 * @param {string} siteUrl
 * @param {{ formId: string, pathname: string }} form
 * @param {number} fillMs
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ token: string, cookie: string, readyAt: number }>}
 */
export async function openForm(siteUrl, form, fillMs, headers = {}) {
  const res = await fetch(`${siteUrl}${form.pathname}`, { headers: { accept: 'text/html', ...headers }, signal: AbortSignal.timeout(30_000) });
  const html = await res.text();
  const token = renderedToken(html, form.formId);
  if (res.status !== 200 || token === '') throw new Error(`${form.pathname} answered ${res.status} without the form ${form.formId}`);
  const clock = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${FORM_CLOCK_COOKIE}=`));
  return { token, cookie: clock ?? '', readyAt: Date.now() + fillMs };
}

/**
 * Resolve once `readyAt` has come.
 * @param {{ readyAt: number }} opened
 */
export const filled = (opened) => new Promise((resolve) => setTimeout(resolve, Math.max(0, opened.readyAt - Date.now())));
