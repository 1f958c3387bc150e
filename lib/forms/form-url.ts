/**
 * Where a form is sent: its kind's route, naming the form and its page in the query so that the
 * server chooses the body limit from the form's own fields before it reads a byte of the body
 * (a file field's budget only where the form has one; a URL that names no form gets the text
 * limit, so a form without a file field need not name itself). Pure, for the browser and the
 * server.
 */
export const FORM_QUERY = { form: 'form', page: 'page' } as const;

export function formUrl(kind: string, formId: string, pathname: string): string {
  const query = new URLSearchParams({ [FORM_QUERY.form]: formId, [FORM_QUERY.page]: pathname });
  return `/api/forms/${encodeURIComponent(kind)}?${query}`;
}

/** The form a submission's own JSON names (formId, pathname), for its URL; '' where it names none. */
export function formUrlOfBody(kind: string, body: string): string {
  let named: { formId?: unknown; pathname?: unknown } = {};
  try {
    named = JSON.parse(body) as typeof named;
  } catch {
    // not ours to judge: the server refuses it
  }
  return formUrl(kind, typeof named.formId === 'string' ? named.formId : '', typeof named.pathname === 'string' ? named.pathname : '');
}
