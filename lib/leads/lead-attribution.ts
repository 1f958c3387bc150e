/**
 * The attribution part of taking a lead (docs/decisions/0020-click-ids.md): the visit's click ids
 * and the cookie choice it was sent under, read from the request's cookies, and the CRM payload
 * with them where `CRM_CLICK_IDS=1` says the CRM accepts more than rules §3 (like
 * `CRM_CONSENT_RECEIPT`); otherwise the payload stays exactly as built. Pure.
 */
import { metaLeadEvent } from '@/lib/conversions/meta-event';
import type { Country } from '@/lib/conversions/hashing';
import { COOKIE_CHOICE_COOKIE, readCookieChoice } from '@/lib/cookie-choice/choice-cookie.mjs';
import type { FormKind } from '@/lib/forms/kinds';
import { clientAddress } from '@/lib/http/rate-limit';
import { CAMPAIGN_KINDS } from './campaign-of';
import { clickIdsFrom, type ClickIds } from '@/lib/tracking/click-ids';
import type { Measurement } from './attribution-rows';

export function leadAttribution(cookie: (name: string) => string | undefined): { clickIds: ClickIds; measurement: Measurement } {
  const measurement = readCookieChoice(cookie(COOKIE_CHOICE_COOKIE)) ?? '';
  return { clickIds: clickIdsFrom(cookie, measurement === 'accepted'), measurement };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The Conversions API event of a lead, when one is due: a lead of a campaign (not a web case or a
 * subscription), sent after "Aceptar", with Meta configured. Otherwise null: nothing is kept, and
 * nothing is ever sent.
 */
export async function conversionFor(
  lead: { kind: FormKind; values: Readonly<Record<string, unknown>>; pathname: string; measurement: Measurement; clickIds: ClickIds },
  where: { request: Request; country: Country; siteUrl: string | undefined; trustProxy: number; meta: boolean; now: number },
): Promise<Record<string, unknown> | null> {
  if (!where.meta || lead.measurement !== 'accepted' || !CAMPAIGN_KINDS.includes(lead.kind)) return null;
  const v = lead.values;
  return metaLeadEvent({
    email: text(v.email),
    phone: text(v.mobilePhone) || text(v.phone),
    country: where.country,
    at: where.now,
    sourceUrl: new URL(lead.pathname, where.siteUrl ?? where.request.url).href,
    ip: clientAddress(where.request.headers, where.trustProxy),
    userAgent: where.request.headers.get('user-agent') ?? '',
    clickIds: lead.clickIds,
  });
}

/** The payload with `clickIds` added when configured and the lead has any; the same object otherwise. */
export function withClickIds(payload: Record<string, unknown>, clickIds: ClickIds, include: boolean): Record<string, unknown> {
  return include && Object.keys(clickIds).length > 0 ? { ...payload, clickIds } : payload;
}
