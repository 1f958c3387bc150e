/**
 * One valid submission of co's landing lead form, shared by the unit tests that call the form
 * route's handler and by the e2e specs that post to the built site: the form, its required
 * answers and the request body the browser's form sends.
 */
export const LEAD_FORM = { kind: 'lead', formId: 'co-form-landing', pathname: '/landing/pregrado' } as const;

/** The answers of every required field of the landing form (a lead asks no document). */
export const LEAD_VALUES: Readonly<Record<string, unknown>> = {
  firstName: 'Valentina',
  lastName: 'Gómez Restrepo',
  email: 'x@correo.com',
  mobilePhone: '3101234567',
  state: 'bogota-dc',
  city: 'bogota',
  program: 'co-ing-sistemas',
  donotdisturblaw: 'si',
  habeasData: true,
};

export type LeadBody = { formId: string; pathname: string; startedAt: number; website: string; values: Record<string, unknown> };

/** A valid body of the landing form for `email`, filled 10 s before `now` (the route refuses under 3 s). */
export const leadBody = (email: string, now = Date.now()): LeadBody => ({
  formId: LEAD_FORM.formId,
  pathname: LEAD_FORM.pathname,
  startedAt: now - 10_000,
  website: '',
  values: { ...LEAD_VALUES, email },
});
