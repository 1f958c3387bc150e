import { cookies } from 'next/headers';
import { after, NextResponse } from 'next/server';
import { z } from 'zod';
import { blockKinds } from '@/components/blocks/kinds';
import { getUniversityConfig, UpstreamError, type UniversityConfig } from '@/lib/content';
import { buildFormSchema, fieldErrors, fixedValues, PARSE_OPTIONS, surveyFields } from '@/lib/forms/field-schema';
import { FORM_ERRORS, type FormErrorCode } from '@/lib/forms/errors';
import { findFormDefinition } from '@/lib/forms/form-definition';
import { isFormKind } from '@/lib/forms/kinds';
import { programOfferValues } from '@/lib/forms/offer';
import { buildPayload, type PayloadContext } from '@/lib/forms/payloads';
import { judgeFillTime } from '@/lib/forms/timing';
import { errorAnswer, readJsonBody } from '@/lib/http/json';
import { limitSubmission } from '@/lib/http/rate-limit';
import { leadsRuntime } from '@/lib/leads/dispatcher';
import { submissionFingerprint } from '@/lib/leads/fingerprint';
import { logger } from '@/lib/log';
import { ATTRIBUTION_COOKIE, CAMPAIGN_PARAMS, parseAttribution, sanitizeCampaignValue } from '@/lib/tracking/campaign';
import { FIRST_IMPACT_COOKIE } from '@/lib/tracking/capture';

/**
 * POST /api/forms/{kind}: one form submission → validated with the form's own schema → payload
 * built here → stored in the outbox → 202 { id } only once committed → delivered to the CRM after
 * the answer (the visitor never waits on the CRM).
 */
export const dynamic = 'force-dynamic';

const BODY_LIMIT = 32 * 1024;
const WEBCASE_BODY_LIMIT = 5 * 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const bodySchema = z.object({
  formId: z.string().min(1).max(100),
  pathname: z.string().startsWith('/').max(500),
  values: z.record(z.string().max(64), z.unknown()),
  startedAt: z.number().int().nonnegative(),
  website: z.string().max(500).default(''),
});

/** A refusal: the status and message of its code (lib/forms/errors.ts), with the code itself. */
const refuse = (code: FormErrorCode, headers?: HeadersInit) => errorAnswer(FORM_ERRORS[code].status, { code, error: FORM_ERRORS[code].message }, headers);

async function payloadContext(pathname: string, config: UniversityConfig): Promise<Omit<PayloadContext, 'events' | 'offer' | 'survey'>> {
  const jar = await cookies();
  const campaign: PayloadContext['campaign'] = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = sanitizeCampaignValue(jar.get(name)?.value ?? '');
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

export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (!isFormKind(kind)) return refuse('not_found');

  const wait = await limitSubmission(request);
  if (wait > 0) {
    return refuse('rate_limited', { 'retry-after': String(wait) });
  }

  // Keys are compared in lower case: an upper-cased copy of a key is the same key.
  const key = (request.headers.get('idempotency-key') ?? '').trim().toLowerCase();
  if (!UUID.test(key)) return refuse('missing_idempotency_key');

  const body = await readJsonBody(request, bodySchema, kind === 'webcase' ? WEBCASE_BODY_LIMIT : BODY_LIMIT);
  if (!body.ok) return body.response;
  const { formId, pathname, values, startedAt, website } = body.data;

  if (website.trim() !== '') return refuse('rejected');
  const fill = judgeFillTime(startedAt, Date.now());
  if (fill !== 'ok') return refuse(fill);

  let definition;
  let config;
  try {
    definition = await findFormDefinition(pathname, formId, blockKinds);
    config = await getUniversityConfig();
  } catch (error) {
    logger.error('form.definition_failed', { formId, reason: error instanceof UpstreamError ? error.message : 'error' });
    return refuse('unavailable', { 'retry-after': '30' });
  }
  if (!definition || definition.kind !== kind) return refuse('not_found');

  const parsed = buildFormSchema(definition.fields).safeParse(values, PARSE_OPTIONS);
  if (!parsed.success) {
    const code = 'invalid_fields';
    return errorAnswer(FORM_ERRORS[code].status, { code, error: FORM_ERRORS[code].message, fields: fieldErrors(parsed.error) });
  }
  // A picked program brings its own type, modality and campus; content-fixed values last.
  const clean = { ...parsed.data, ...programOfferValues(definition.fields, parsed.data), ...fixedValues(definition.fields) };
  const context = await payloadContext(definition.pathname, config);
  const survey = surveyFields(definition.fields).map(({ name, label }) => ({ name, label }));
  const payload = buildPayload(kind, clean, { ...context, events: definition.events, offer: definition.offer, survey });

  const fingerprint = submissionFingerprint({ kind, formId, pathname, values });
  let stored: { id: string; fingerprint: string };
  let runtime;
  try {
    runtime = await leadsRuntime();
    stored = await runtime.store.enqueue(kind, payload, key, fingerprint); // committed durably before we answer
  } catch (error) {
    logger.error('lead.enqueue_failed', { kind, formId, reason: String(error).slice(0, 200) });
    return refuse('unavailable', { 'retry-after': '5' });
  }
  if (stored.fingerprint !== fingerprint) {
    return refuse('idempotency_conflict');
  }
  const { id } = stored;
  logger.info('lead.accepted', { id, kind, formId });

  const { dispatcher } = runtime;
  after(async () => {
    try {
      await dispatcher.deliverNow(id);
    } catch (error) {
      logger.warn('lead.deliver_now_failed', { id, reason: String(error).slice(0, 200) });
    }
  });
  return NextResponse.json({ id }, { status: 202, headers: { 'cache-control': 'no-store' } });
}
