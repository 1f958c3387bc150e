import { cookies } from 'next/headers';
import { after, NextResponse } from 'next/server';
import { z } from 'zod';
import { UpstreamError } from '@/lib/content';
import { buildFormSchema, fieldErrors, fixedValues, PARSE_OPTIONS } from '@/lib/forms/field-schema';
import { findFormDefinition, isFormKind } from '@/lib/forms/form-definition';
import { buildPayload, type PayloadContext } from '@/lib/forms/payloads';
import { jsonError, readJsonBody } from '@/lib/http/json';
import { limitSubmission } from '@/lib/http/rate-limit';
import { leadsRuntime } from '@/lib/leads/dispatcher';
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
const MIN_FILL_MS = 3_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const bodySchema = z.object({
  formId: z.string().min(1).max(100),
  pathname: z.string().startsWith('/').max(500),
  values: z.record(z.string().max(64), z.unknown()),
  startedAt: z.number().int().nonnegative(),
  website: z.string().max(500).default(''),
});

async function payloadContext(pathname: string): Promise<Omit<PayloadContext, 'events' | 'offer'>> {
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
    now: new Date(),
  };
}

export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (!isFormKind(kind)) return jsonError(404, 'Formulario no encontrado');

  const wait = await limitSubmission(request);
  if (wait > 0) {
    return jsonError(429, 'Has enviado demasiadas solicitudes. Intenta de nuevo en un momento.', { 'retry-after': String(wait) });
  }

  const key = request.headers.get('idempotency-key') ?? '';
  if (!UUID.test(key)) return jsonError(400, 'Falta la cabecera Idempotency-Key o no es válida');

  const body = await readJsonBody(request, bodySchema, kind === 'webcase' ? WEBCASE_BODY_LIMIT : BODY_LIMIT);
  if (!body.ok) return body.response;
  const { formId, pathname, values, startedAt, website } = body.data;

  if (website.trim() !== '') return jsonError(400, 'Solicitud rechazada');
  const elapsed = Date.now() - startedAt;
  // A client clock ahead of ours gives a negative time: not judged, rather than refused.
  if (elapsed >= 0 && elapsed < MIN_FILL_MS) return jsonError(400, 'Envío demasiado rápido');

  let definition;
  try {
    definition = await findFormDefinition(pathname, formId);
  } catch (error) {
    logger.error('form.definition_failed', { formId, reason: error instanceof UpstreamError ? error.message : 'error' });
    return jsonError(503, 'No pudimos procesar tu solicitud en este momento. Intenta de nuevo en unos minutos.', { 'retry-after': '30' });
  }
  if (!definition || definition.kind !== kind) return jsonError(404, 'Formulario no encontrado');

  const parsed = buildFormSchema(definition.fields).safeParse(values, PARSE_OPTIONS);
  if (!parsed.success) {
    return NextResponse.json(
      { error: 'Revisa los campos marcados', fields: fieldErrors(parsed.error) },
      { status: 422, headers: { 'cache-control': 'no-store' } },
    );
  }
  const clean = { ...parsed.data, ...fixedValues(definition.fields) };
  const context = await payloadContext(definition.pathname);
  const payload = buildPayload(kind, clean, { ...context, events: definition.events, offer: definition.offer });

  let id: string;
  let runtime;
  try {
    runtime = await leadsRuntime();
    ({ id } = await runtime.store.enqueue(kind, payload, key, '')); // committed durably before we answer
  } catch (error) {
    logger.error('lead.enqueue_failed', { kind, formId, reason: String(error).slice(0, 200) });
    return jsonError(503, 'No pudimos registrar tu solicitud. Intenta de nuevo.', { 'retry-after': '5' });
  }
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
