// @ts-check
/**
 * The form clock's cookie name (lib/forms/form-clock.ts, docs/decisions/0010-forms-without-scripts.md).
 * Plain JavaScript: test/rendered-form.mjs reads the clock from a page's answer as a browser keeps
 * it, for the e2e specs and for the soak (scripts/soak/leads.mjs), which Node runs without
 * TypeScript.
 */
export const FORM_CLOCK_COOKIE = 'form_clock';
