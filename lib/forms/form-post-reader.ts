import 'server-only';
import { isFromSite } from '@/lib/http/from-site';
import type { Reader } from '@/lib/leads/take-submission';
import { formValues, readFormPost } from './form-post';
import { formSecret, renderedAt } from './form-secret';
import { FORM_CLOCK_COOKIE, formPostKey, readFormClock } from './form-token';

/**
 * The reader of a browser's own form post (lib/leads/take-submission.ts): only from the site's
 * own pages; the fill time from the server's clocks alone, never the browser's (the later of when
 * the form was rendered and when this browser last received a page, lib/forms/form-token.ts); the
 * idempotency key from the render token and the submission's fingerprint
 * (docs/decisions/0010-forms-without-scripts.md).
 */
/** A cookie of the request, as sent (the form clock's value and a refusal's id need no decoding). */
export const requestCookie = (headers: Headers, name: string) =>
  (headers.get('cookie') ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

export const readFormSubmission: Reader = async (request, maxBytes) => {
  if (!isFromSite(request)) return { ok: false, code: 'forbidden' };
  const read = await readFormPost(request, maxBytes);
  if (!read.ok) return read;
  const { formId, pathname, token, website, notice, data } = read.form;
  const rendered = renderedAt(token, formId, pathname);
  const seen = readFormClock(formSecret(), requestCookie(request.headers, FORM_CLOCK_COOKIE));
  return {
    ok: true,
    sent: {
      formId,
      pathname,
      website,
      notice,
      startedAt: rendered === null ? null : Math.max(rendered, seen ?? 0),
      values: (fields) => formValues(fields, data),
      key: (fingerprint) => formPostKey(token, fingerprint),
    },
  };
};
