import { NextResponse } from 'next/server';
import { z } from 'zod';
import { isFormPost } from '@/lib/forms/form-post';
import { readFormSubmission } from '@/lib/forms/form-post-reader';
import { renderedAt } from '@/lib/forms/form-secret';
import { sentAnchor } from '@/lib/forms/without-scripts';
import { forgetRefusal, REFUSAL_DOCUMENT_POLICY, refusalDocument, refusedRedirect } from '@/lib/forms/refusal-page';
import { errorAnswer, parseJsonBody } from '@/lib/http/json';
import { STATUS_CODES } from '@/lib/http/status-codes';
import { overHttps } from '@/lib/http/over-https';
import { WHATSAPP_COOKIE, WHATSAPP_MAX_AGE_S, whatsappCookieValue, whatsappOffer } from '@/lib/contact/whatsapp-lead';
import { getUniversityConfig } from '@/lib/content';
import { contactPolicyOf } from '@/lib/leads/consent-submission';
import { takeSubmission, type Outcome, type Reader } from '@/lib/leads/take-submission';

/**
 * POST /api/forms/{kind}: one form submission → validated with the form's own schema → payload
 * built here → stored in the outbox → answered only once committed → delivered to the CRM after
 * the answer (the visitor never waits on the CRM). Two ways in, one way through
 * (lib/leads/take-submission.ts):
 * - the enhanced form's JSON, with its Idempotency-Key and the render token the page gave the
 *   form: 202 { id }, or a JSON refusal;
 * - the browser's own form post, before or without scripts (a form media type, HTML accepted):
 *   303 to the thank-you page, or 303 to the form's page, which shows the refusal
 *   (docs/decisions/0010-forms-without-scripts.md).
 */
export const dynamic = 'force-dynamic';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const bodySchema = z.object({
  formId: z.string().min(1).max(100),
  pathname: z.string().startsWith('/').max(500),
  values: z.record(z.string().max(64), z.unknown()),
  /** The form's render token (lib/forms/form-token.ts): missing or not ours, the form has expired. */
  token: z.string().max(100).default(''),
  website: z.string().max(500).default(''),
  /** The version of the privacy notice the page showed (docs/decisions/0012-consent-records.md). */
  notice: z.string().max(40).default(''),
});

/**
 * The enhanced form's JSON: its key first (compared in lower case), then the body. The fill time
 * starts when its render token was made, never at a time the browser states (rules §5); not at
 * the form clock either, which a later page resets while a submission kept offline waits.
 */
const readJson: Reader = async (request, maxBytes) => {
  const key = (request.headers.get('idempotency-key') ?? '').trim().toLowerCase();
  if (!UUID.test(key)) return { ok: false, code: 'missing_idempotency_key' };
  const body = await parseJsonBody(request, bodySchema, maxBytes);
  if (!body.ok) return { ok: false, code: STATUS_CODES[body.status], message: body.message };
  const { formId, pathname, values, token, website, notice } = body.data;
  return { ok: true, sent: { formId, pathname, website, notice, startedAt: renderedAt(token, formId, pathname), values: async () => values, key: () => key } };
};

/**
 * A visitor who authorised WhatsApp gets its thank-you page with "Escríbenos por WhatsApp"
 * (proxy.ts finds this cookie there: docs/decisions/0020-click-ids.md).
 */
function withWhatsapp(request: Request, outcome: Extract<Outcome, { ok: true }>, response: NextResponse): NextResponse {
  if (outcome.whatsapp) {
    const value = whatsappCookieValue(outcome.whatsapp);
    response.cookies.set({ name: WHATSAPP_COOKIE, value, maxAge: WHATSAPP_MAX_AGE_S, path: '/', sameSite: 'lax', httpOnly: true, secure: overHttps(request.headers) });
  }
  return response;
}

/** The JSON answer's WhatsApp offer, for a landing's success in place (its page has no thank-you page). */
async function offerOf(outcome: Extract<Outcome, { ok: true }>) {
  if (!outcome.whatsapp) return {};
  const config = await getUniversityConfig();
  const offer = whatsappOffer(outcome.whatsapp, config, contactPolicyOf(config), Date.now());
  return offer ? { whatsapp: offer } : {};
}

async function answerJson(request: Request, outcome: Outcome) {
  if (outcome.ok) return withWhatsapp(request, outcome, NextResponse.json({ id: outcome.id, ...(await offerOf(outcome)) }, { status: 202, headers: { 'cache-control': 'no-store' } }));
  const { status, code, message, fields, headers } = outcome;
  return errorAnswer(status, { code, error: message, ...(fields ? { fields } : {}) }, headers);
}

const html = (body: string, status: number, headers: Record<string, string>) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers } });

async function answerForm(request: Request, outcome: Outcome) {
  if (outcome.ok) {
    const { thankYouPath, pathname, formId } = outcome.definition;
    // A landing's success shows in place (rules §2): the landing, at its success message.
    const location = thankYouPath ?? `${pathname}#${sentAnchor(formId)}`;
    return forgetRefusal(request, withWhatsapp(request, outcome, new NextResponse(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })));
  }
  const page = await refusedRedirect(request, outcome);
  if (page) return page;
  return html(refusalDocument(outcome.message, outcome.sent?.pathname ?? null), outcome.status, { ...outcome.headers, 'content-security-policy': REFUSAL_DOCUMENT_POLICY });
}

export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (isFormPost(request.headers)) return answerForm(request, await takeSubmission(request, kind, readFormSubmission));
  return await answerJson(request, await takeSubmission(request, kind, readJson));
}
