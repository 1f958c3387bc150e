import {
  addAttribution,
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_MAX_AGE_S,
  attributionEntry,
  CAMPAIGN_MAX_AGE_S,
  CAMPAIGN_PARAMS,
  campaignSource,
  DEFAULT_SOURCE,
  deviceFromUserAgent,
  parseAttribution,
  readCampaign,
  serializeAttribution,
} from './campaign';
import { FBC_COOKIE, fbcFor } from './click-ids';
import { COOKIE_CHOICE_COOKIE, readCookieChoice } from '../cookie-choice/choice-cookie.mjs';

export const FIRST_IMPACT_COOKIE = 'first_impact';
/** The value of the request's (or the document's) cookie of that name. */
type CookieReader = (name: string) => string | undefined;
/** Attribution sources are shorter than campaign values so ten entries stay well under 4 KB. */
const MAX_ATTRIBUTION_SOURCE = 40;

/** A cookie to set (`maxAge` 0: delete it). */
type CookieWrite = { name: string; value: string; maxAge: number };

/**
 * The cookies a page view writes (rules §9), shared by proxy.ts and the browser (which captures
 * too, for pages served from a CDN cache):
 * - a visit with campaign parameters overwrites every campaign cookie (absent ones are
 *   cleared, so two campaigns never mix) and adds an attribution entry, newest first;
 * - a visit without them sets utm_source "organico" only when no source is known, and starts
 *   the attribution history when there is none;
 * - the first visit's date is kept as the first impact;
 * - a link with `fbclid` sets Meta's `_fbc` beside it, for as long (kept while it names the same
 *   click, so its time stays the click's), and a campaign without one clears it.
 * After "Rechazar" in the cookie notice the 180-day history (attribution, first impact) is
 * deleted and never written again; the visit's 3-day campaign values stay, since they reach the
 * CRM only with a form the visitor sends (docs/deviations.md#cookie-choice).
 */
export function campaignCookieWrites(params: URLSearchParams, cookie: CookieReader, userAgent: string, now: Date): CookieWrite[] {
  const campaign = readCampaign(params);
  const writes: CookieWrite[] = [];
  const keepsHistory = readCookieChoice(cookie(COOKIE_CHOICE_COOKIE)) !== 'rejected';
  const history = parseAttribution(cookie(ATTRIBUTION_COOKIE));
  const entry = () =>
    attributionEntry(campaignSource(campaign).slice(0, MAX_ATTRIBUTION_SOURCE), deviceFromUserAgent(userAgent), now);

  if (campaign) {
    for (const name of CAMPAIGN_PARAMS) {
      const value = name === 'utm_source' ? campaignSource(campaign) : campaign[name];
      writes.push({ name, value: value ?? '', maxAge: value ? CAMPAIGN_MAX_AGE_S : 0 });
    }
    if (campaign.fbclid) writes.push({ name: FBC_COOKIE, value: fbcFor(campaign.fbclid, cookie(FBC_COOKIE), now.getTime()), maxAge: CAMPAIGN_MAX_AGE_S });
    else if (cookie(FBC_COOKIE) !== undefined) writes.push({ name: FBC_COOKIE, value: '', maxAge: 0 });
  } else if (!cookie('utm_source')) {
    writes.push({ name: 'utm_source', value: DEFAULT_SOURCE, maxAge: CAMPAIGN_MAX_AGE_S });
  }
  if (!keepsHistory) {
    for (const name of [ATTRIBUTION_COOKIE, FIRST_IMPACT_COOKIE]) if (cookie(name) !== undefined) writes.push({ name, value: '', maxAge: 0 });
    return writes;
  }
  if (campaign || history.length === 0) {
    const entries = campaign ? addAttribution(history, entry()) : [entry()];
    writes.push({ name: ATTRIBUTION_COOKIE, value: serializeAttribution(entries), maxAge: ATTRIBUTION_MAX_AGE_S });
  }
  if (!cookie(FIRST_IMPACT_COOKIE)) {
    writes.push({ name: FIRST_IMPACT_COOKIE, value: now.toISOString(), maxAge: ATTRIBUTION_MAX_AGE_S });
  }
  return writes;
}

/** Every cookie a capture writes (rules §9). */
const CAPTURE_COOKIES = [...CAMPAIGN_PARAMS, FBC_COOKIE, ATTRIBUTION_COOKIE, FIRST_IMPACT_COOKIE];

/**
 * The browser's own capture, for a page a CDN served without the proxy's Set-Cookie (rules §9):
 * nothing when the cookies already hold this link's values (the proxy captured it), and nothing
 * when a capture changed them after this page arrived (`arrival`: the cookies then; null after a
 * client-side navigation). That is a link followed since, in this tab or another, while this
 * page's scripts waited for its first paint: its values are the newer, and this page's link
 * must not be written over them (docs/decisions/0015-rights-and-cookies.md).
 */
export function browserCaptureWrites(params: URLSearchParams, cookie: CookieReader, arrival: CookieReader | null, userAgent: string, now: Date): CookieWrite[] {
  const campaign = readCampaign(params);
  if (campaign && Object.entries(campaign).every(([name, value]) => cookie(name) === value)) return [];
  if (arrival && CAPTURE_COOKIES.some((name) => arrival(name) !== cookie(name))) return [];
  return campaignCookieWrites(params, cookie, userAgent, now);
}
