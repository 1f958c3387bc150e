import 'server-only';
import { cookies } from 'next/headers';
import { after } from 'next/server';
import { env } from '@/lib/config/env';
import { getUniversityConfig, UpstreamError, type UniversityConfig } from '@/lib/content';
import { FORM_ERRORS, type FormErrorCode } from '@/lib/forms/errors';
import { activeFields, buildFormSchema, fieldErrors, fixedValues, PARSE_OPTIONS, surveyFields, type FormField, type FormValues } from '@/lib/forms/field-schema';
import { findFormDefinition, type FormDefinition } from '@/lib/forms/form-definition';
import { FORM_QUERY } from '@/lib/forms/form-url';
import { isFormKind } from '@/lib/forms/kinds';
import { programOfferValues, programOptions } from '@/lib/forms/offer';
import type { ConsentReceiptInput } from '@/lib/consent/receipt';
import { buildPayload, type PayloadContext } from '@/lib/forms/payloads';
import { judgeFillTime } from '@/lib/forms/timing';
import { limitSubmission } from '@/lib/http/rate-limit';
import { logger } from '@/lib/log';
import { inSpan } from '@/lib/telemetry/spans';
import { siteMetrics } from '@/server/metrics.mjs';
import { ATTRIBUTION_COOKIE, CAMPAIGN_PARAMS, parseAttribution, sanitizeParam } from '@/lib/tracking/campaign';
import { FIRST_IMPACT_COOKIE } from '@/lib/tracking/capture';
import { consentReceipt, crmPayload, isStaleNotice, slotErrors } from './consent-submission';
import { leadReference, type WhatsappLead } from '@/lib/contact/whatsapp-lead';
import { leadsRuntime } from './dispatcher';
import { conversionFor, leadAttribution, withClickIds } from './lead-attribution';
import { submissionFingerprint } from './fingerprint';

/**
 * Taking one lead submission, whichever way it came: the JSON the enhanced form posts, or the
 * browser's own form post when no script ran (docs/decisions/0010-forms-without-scripts.md). Both
 * go through this one function: the rate limit, the body limit, the honeypot, the fill time, the
 * form's own definition and schema, the payload, the fingerprint, the outbox before any answer
 * (docs/decisions/0003-lead-outbox.md) and the delivery after it. The two paths differ only in how
 * they read the body (a `Reader`) and how they answer the outcome.
 */

/** What a reader found in a body. */
export type Sent = {
  formId: string;
  pathname: string;
  /** The honeypot field: only bots fill it. */
  website: string;
  /** The version of the privacy notice the page showed ('' when none was sent). */
  notice: string;
  /** When the visitor was given the form (ms); null when the form's proof of it is not ours. */
  startedAt: number | null;
  /** The values in the shapes of the form's schema, read with the form's fields. */
  values: (fields: readonly FormField[]) => Promise<FormValues>;
  /** The submission's idempotency key, given its fingerprint. */
  key: (fingerprint: string) => string;
};

export type Reader = (request: Request, maxBytes: number) => Promise<{ ok: true; sent: Sent } | { ok: false; code: FormErrorCode; message?: string }>;

export type Refused = {
  ok: false;
  code: FormErrorCode;
  status: number;
  message: string;
  headers?: Record<string, string>;
  /** invalid_fields: the message of each field that failed. */
  fields?: Record<string, string>;
  /** What was read, once the body was: enough to render the form again. */
  sent?: Sent;
  definition?: FormDefinition;
  values?: FormValues;
};
/** A submission's outcome: the lead committed to the outbox (with what its thank-you page offers on WhatsApp), or refused. */
export type Outcome = { ok: true; id: string; definition: FormDefinition; whatsapp: WhatsappLead | null } | Refused;

/**
 * How long the same values to the same form of the same page stay one lead whatever their key:
 * longer than a cached render lives (300 s), short enough that asking again later is a new lead.
 */
export const SAME_LEAD_MS = 30 * 60_000;

/** The body limits: a form's text, and a form with a file field, whose attachments travel in it. */
export const BODY_LIMIT = 32 * 1024;
export const WEBCASE_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * The limit of the form the URL names (lib/forms/form-url.ts), decided before the body is read:
 * the attachments' budget only for a form with a file field; a URL naming no form, or one the
 * content does not have, gets the text limit. `named` is the form that raised it, which the body
 * must then be.
 */
async function bodyLimit(request: Request, kind: string): Promise<{ limit: number; named: { formId: string; pathname: string } | null }> {
  const query = new URL(request.url).searchParams;
  const [formId, pathname] = [query.get(FORM_QUERY.form) ?? '', query.get(FORM_QUERY.page) ?? ''];
  if (!formId || !pathname.startsWith('/')) return { limit: BODY_LIMIT, named: null };
  const definition = await findFormDefinition(pathname, formId).catch(() => null);
  const withFiles = definition?.kind === kind && activeFields(definition.fields).some((f) => f.type === 'file');
  return withFiles ? { limit: WEBCASE_BODY_LIMIT, named: { formId, pathname } } : { limit: BODY_LIMIT, named: null };
}

const refused = (code: FormErrorCode, more: Omit<Refused, 'ok' | 'code' | 'status' | 'message'> & { message?: string } = {}): Refused => ({
  ok: false,
  code,
  status: FORM_ERRORS[code].status,
  ...more,
  message: more.message ?? FORM_ERRORS[code].message,
});

async function payloadContext(pathname: string, config: UniversityConfig): Promise<Omit<PayloadContext, 'events' | 'offer' | 'survey'>> {
  const jar = await cookies();
  const campaign: PayloadContext['campaign'] = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = sanitizeParam(name, jar.get(name)?.value ?? '');
    if (value) campaign[name] = value;
  }
  const firstImpact = jar.get(FIRST_IMPACT_COOKIE)?.value ?? '';
  return {
    pathname,
    campaign,
    attribution: parseAttribution(jar.get(ATTRIBUTION_COOKIE)?.value),
    firstImpactDate: firstImpact.length <= 40 && !Number.isNaN(Date.parse(firstImpact)) ? new Date(firstImpact).toISOString() : '',
    modalityRule: config.modalityRule,
    alternativeMode: config.alternativeMode,
    now: new Date(),
  };
}

/** What the thank-you page offers on WhatsApp: only to a visitor who authorised WhatsApp as a channel. */
function whatsappLead(definition: FormDefinition, values: FormValues, receipt: ConsentReceiptInput | null, key: string): WhatsappLead | null {
  if (!receipt?.channels.includes('whatsapp')) return null;
  const program = programOptions(definition.fields).find((o) => o.value === values.program)?.label ?? '';
  return { ref: leadReference(key), program };
}

/** Validate a submission of form kind `kind`, store it in the outbox and schedule its delivery. */
export async function takeSubmission(request: Request, kind: string, read: Reader): Promise<Outcome> {
  if (!isFormKind(kind)) return refused('not_found');
  const wait = await limitSubmission(request);
  if (wait > 0) return refused('rate_limited', { headers: { 'retry-after': String(wait) } });

  const { limit, named } = await bodyLimit(request, kind);
  const body = await read(request, limit);
  if (!body.ok) return refused(body.code, { message: body.message });
  const { sent } = body;
  if (named && (sent.formId !== named.formId || sent.pathname !== named.pathname)) return refused('invalid');
  if (sent.website.trim() !== '') return refused('rejected');
  if (sent.startedAt === null) return refused('expired_form', { sent });
  const fill = judgeFillTime(sent.startedAt, Date.now());
  if (fill !== 'ok') return refused(fill, { sent });

  let definition;
  let config;
  try {
    definition = await findFormDefinition(sent.pathname, sent.formId);
    config = await getUniversityConfig();
  } catch (error) {
    logger.error('form.definition_failed', { formId: sent.formId, reason: error instanceof UpstreamError ? error.message : 'error' });
    return refused('unavailable', { headers: { 'retry-after': '30' } });
  }
  if (!definition || definition.kind !== kind) return refused('not_found');

  const values = await sent.values(definition.fields);
  // The visitor must have read the notice in force: an older page is asked to reload (0012).
  if (isStaleNotice(definition.fields, config, sent.notice)) return refused('stale_notice', { sent, definition, values });
  const parsed = buildFormSchema(definition.fields).safeParse(values, PARSE_OPTIONS);
  if (!parsed.success) return refused('invalid_fields', { fields: fieldErrors(parsed.error), sent, definition, values });
  const now = Date.now();
  const outOfHours = slotErrors(definition.fields, parsed.data, config, now);
  if (Object.keys(outOfHours).length > 0) return refused('invalid_fields', { fields: outOfHours, sent, definition, values });
  // A picked program brings its own type, modality and campus; content-fixed values last.
  const clean = { ...parsed.data, ...programOfferValues(definition.fields, parsed.data), ...fixedValues(definition.fields) };
  const context = await payloadContext(definition.pathname, config);
  const survey = surveyFields(definition.fields).map(({ name, label }) => ({ name, label }));
  const built = buildPayload(kind, clean, { ...context, events: definition.events, offer: definition.offer, survey });
  // The proof of consent, committed with the lead; the CRM gets it only where it is configured to.
  const receipt = consentReceipt(definition.fields, parsed.data, { formId: definition.formId, pagePath: definition.pathname }, config);
  const jar = await cookies();
  const clicks = leadAttribution((name) => jar.get(name)?.value);
  const e = env();
  const payload = withClickIds(crmPayload(built, receipt, e.CRM_CONSENT_RECEIPT, now), clicks.clickIds, e.CRM_CLICK_IDS);
  const where = { request, country: config.code, siteUrl: e.SITE_URL, trustProxy: e.TRUST_PROXY, meta: Boolean(e.META_PIXEL_ID && e.META_CAPI_TOKEN), now };
  const conversion = await conversionFor({ kind, values: clean, pathname: definition.pathname, ...clicks }, where);

  const fingerprint = submissionFingerprint({ kind, formId: sent.formId, pathname: sent.pathname, values });
  let stored: { id: string; fingerprint: string };
  let runtime;
  let key = sent.key(fingerprint);
  try {
    runtime = await leadsRuntime();
    const { store } = runtime;
    // The same values sent again from a later render of the page (a back across a revalidation)
    // come under another key: they are the lead already taken (0010).
    key = (await store.recentKey(fingerprint, now - SAME_LEAD_MS)) ?? key;
    // The acceptance's own span: the outbox commit, committed durably before we answer.
    stored = await inSpan('lead.accept', { 'lead.kind': kind, 'lead.form_id': sent.formId }, async (span) => {
      const entry = await store.enqueue(kind, payload, key, fingerprint, receipt ?? undefined, { ...clicks, conversion, leadRef: leadReference(key) });
      span.setAttribute('lead.id', entry.id);
      return entry;
    });
  } catch (error) {
    logger.error('lead.enqueue_failed', { kind, formId: sent.formId, reason: String(error).slice(0, 200) });
    return refused('unavailable', { headers: { 'retry-after': '5' }, sent, definition, values });
  }
  if (stored.fingerprint !== fingerprint) return refused('idempotency_conflict', { sent, definition, values });
  const { id } = stored;
  logger.info('lead.accepted', { id, kind, formId: sent.formId });
  siteMetrics().leadsAccepted.inc();

  const { dispatcher } = runtime;
  after(async () => {
    try {
      await dispatcher.deliverNow(id);
    } catch (error) {
      logger.warn('lead.deliver_now_failed', { id, reason: String(error).slice(0, 200) });
    }
  });
  return { ok: true, id, definition, whatsapp: whatsappLead(definition, clean, receipt, key) };
}
