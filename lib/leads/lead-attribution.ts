/**
 * The attribution part of taking a lead (docs/decisions/0020-click-ids.md): the visit's click ids
 * and the cookie choice it was sent under, read from the request's cookies, and the CRM payload
 * with them where `CRM_CLICK_IDS=1` says the CRM accepts more than rules §3 (like
 * `CRM_CONSENT_RECEIPT`); otherwise the payload stays exactly as built. Pure.
 */
import { COOKIE_CHOICE_COOKIE, readCookieChoice } from '@/lib/cookie-choice/choice-cookie.mjs';
import { clickIdsFrom, type ClickIds } from '@/lib/tracking/click-ids';
import type { Measurement } from './attribution-rows';

export function leadAttribution(cookie: (name: string) => string | undefined): { clickIds: ClickIds; measurement: Measurement } {
  const measurement = readCookieChoice(cookie(COOKIE_CHOICE_COOKIE)) ?? '';
  return { clickIds: clickIdsFrom(cookie, measurement === 'accepted'), measurement };
}

/** The payload with `clickIds` added when configured and the lead has any; the same object otherwise. */
export function withClickIds(payload: Record<string, unknown>, clickIds: ClickIds, include: boolean): Record<string, unknown> {
  return include && Object.keys(clickIds).length > 0 ? { ...payload, clickIds } : payload;
}
