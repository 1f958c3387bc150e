import leadValues from './lead-values.json';

/**
 * One valid submission of co's landing lead form, shared by the unit tests that call the form
 * route's handler, the e2e specs that post to the built site and the soak (which reads the same
 * JSON): the form (with the notice version its page shows), its required answers and the request
 * body the browser's form sends.
 */
export const LEAD_FORM = leadValues.form as { readonly kind: 'lead'; readonly formId: string; readonly pathname: string; readonly notice: string };

/** The answers of every required field of the landing form (a lead asks no document). */
export const LEAD_VALUES: Readonly<Record<string, unknown>> = leadValues.values;

export type LeadBody = { formId: string; pathname: string; token: string; website: string; notice: string; values: Record<string, unknown> };

/**
 * A valid body of the landing form for `email`, with the render token its page gave the form (the
 * route times the fill from it: made under 3 s before, the body is too fast).
 */
export const leadBody = (email: string, token: string): LeadBody => ({
  formId: LEAD_FORM.formId,
  pathname: LEAD_FORM.pathname,
  token,
  website: '',
  // The version of co's privacy notice the page shows (content-service/content/co/config.json).
  notice: LEAD_FORM.notice,
  values: { ...LEAD_VALUES, email },
});
