/**
 * Campaign tracking helpers (rules §9): utm parameters and the platforms' click ids kept in
 * same-named cookies for 3 days, plus an `attribution` cookie listing the latest visits as
 * `source-device-ISO` entries.
 */
import { CLICK_ID_PARAMS, isClickIdParam, sanitizeClickId } from './click-ids';

/**
 * Tracked campaign parameters, each kept in a cookie of the same name (rules §9; every
 * platform's click id beside `gclid`: docs/decisions/0020-click-ids.md).
 */
export const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', ...CLICK_ID_PARAMS] as const;
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];
export type Campaign = Partial<Record<CampaignParam, string>>;
type Device = 'M' | 'T' | 'D';

/** Campaign cookies live 3 days (rules §9). */
export const CAMPAIGN_MAX_AGE_S = 3 * 24 * 3600;
/** Name of the cookie holding the visit attribution list (rules §9). */
export const ATTRIBUTION_COOKIE = 'attribution';
/** The attribution cookie lives 180 days (rules §9). */
export const ATTRIBUTION_MAX_AGE_S = 180 * 24 * 3600;
/** At most this many attribution entries are kept, newest first (rules §9). */
export const ATTRIBUTION_MAX_ENTRIES = 10;
/** Source of a visit without utm_source (rules §9). */
export const DEFAULT_SOURCE = 'organico';

const MAX_VALUE_LENGTH = 100;
const NOT_ALLOWED = /[^\p{L}\p{Nd} \-_.~:+@/|]/gu;
const ENTRY = /^.{1,100}-(M|T|D)-(\d{4}-\d{2}-\d{2}T[\d:.]+Z)$/;

/**
 * Cleans a campaign value (rules §9 + safety): trims, keeps only letters (accented too), digits,
 * space and `-_.~:+@/|` (control characters and everything else are dropped), caps at 100 chars.
 */
export function sanitizeCampaignValue(v: string): string {
  const kept = v.normalize('NFC').trim().replace(NOT_ALLOWED, '');
  return Array.from(kept).slice(0, MAX_VALUE_LENGTH).join('').trim();
}

/** A parameter's value as kept: a click id whole (a platform matches it exactly), a utm value cleaned. */
export const sanitizeParam = (name: CampaignParam, v: string) => (isClickIdParam(name) ? sanitizeClickId(v) : sanitizeCampaignValue(v));

/**
 * The sanitized, non-empty tracked parameters present in the URL (rules §9), or null when the
 * URL carries none of them.
 */
export function readCampaign(params: URLSearchParams): Campaign | null {
  const campaign: Campaign = {};
  let found = false;
  for (const name of CAMPAIGN_PARAMS) {
    const raw = params.get(name);
    if (raw === null) continue;
    const value = sanitizeParam(name, raw);
    if (value === '') continue;
    campaign[name] = value;
    found = true;
  }
  return found ? campaign : null;
}

/** The visit's source: its utm_source, or "organico" when it has none (rules §9). */
export function campaignSource(campaign: Campaign | null): string {
  return campaign?.utm_source ?? DEFAULT_SOURCE;
}

/**
 * Device letter from a user agent (rules §9): T for tablets (iPad, Android without "Mobile",
 * "Tablet"), M for mobiles, D otherwise.
 */
export function deviceFromUserAgent(ua: string): Device {
  if (/iPad|Tablet|PlayBook|Kindle|Silk/i.test(ua)) return 'T';
  if (/Android/i.test(ua) && !/Mobile/i.test(ua)) return 'T';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(ua)) return 'M';
  return 'D';
}

/**
 * One attribution entry `source-device-ISO` (rules §9). The source is sanitized, `|` and `,`
 * become `_`, and an empty source becomes "organico".
 */
export function attributionEntry(source: string, device: Device, date: Date): string {
  const clean = sanitizeCampaignValue(source.replace(/[|,]/g, '_'));
  return `${clean === '' ? DEFAULT_SOURCE : clean}-${device}-${date.toISOString()}`;
}

/** Whether a decoded entry has the `source-device-ISO` shape with a real date (rules §9). */
export function isAttributionEntry(entry: string): boolean {
  const iso = ENTRY.exec(entry)?.[2];
  return iso !== undefined && !entry.includes('|') && !Number.isNaN(Date.parse(iso));
}

function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/**
 * Reads the attribution cookie (rules §9), as the cookie reader decoded it: `|`-separated
 * entries (an entry encoded twice, as an attribution cookie written with each entry encoded may
 * hold it, is decoded here, harmless for the others, which never contain `%`); invalid entries
 * are dropped and at most 10 are kept. Missing or garbage cookies give [].
 */
export function parseAttribution(cookie: string | undefined): string[] {
  if (cookie === undefined || cookie === '') return [];
  const entries: string[] = [];
  for (const part of cookie.split('|')) {
    const entry = safeDecode(part);
    if (entry !== null && isAttributionEntry(entry)) entries.push(entry);
    if (entries.length === ATTRIBUTION_MAX_ENTRIES) break;
  }
  return entries;
}

/**
 * Longest attribution cookie value once URI-encoded: with its name and attributes the
 * `Set-Cookie` stays under the 4,096 bytes browsers keep.
 */
export const ATTRIBUTION_MAX_ENCODED = 3_800;

/**
 * Writes the attribution cookie value (rules §9): valid entries only, at most 10, joined by `|`,
 * newest first, and the oldest dropped until the value fits ATTRIBUTION_MAX_ENCODED once
 * encoded. Not encoded here: the cookie writers (Next's `cookies.set`, the browser's
 * `writeCookie`) encode the whole value once.
 */
export function serializeAttribution(entries: string[]): string {
  const kept = entries.filter(isAttributionEntry).slice(0, ATTRIBUTION_MAX_ENTRIES);
  while (kept.length > 1 && encodeURIComponent(kept.join('|')).length > ATTRIBUTION_MAX_ENCODED) kept.pop();
  return kept.join('|');
}

/** Adds a visit, newest first, keeping the 10 latest valid entries (rules §9). */
export function addAttribution(existing: string[], entry: string): string[] {
  return [entry, ...existing].filter(isAttributionEntry).slice(0, ATTRIBUTION_MAX_ENTRIES);
}
