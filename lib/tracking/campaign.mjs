// @ts-check
/**
 * Campaign tracking helpers (rules §9): utm parameters kept in same-named cookies for 3 days,
 * plus an `attribution` cookie listing the latest visits as `source-device-ISO` entries. Plain
 * JavaScript with JSDoc types: the front (server/front-cookies.mjs) runs it without TypeScript
 * (docs/decisions/0016-front-thread.md).
 */

/** Tracked campaign parameters, each kept in a cookie of the same name (rules §9). */
export const CAMPAIGN_PARAMS = /** @type {const} */ ([
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'gclid',
]);
/** @typedef {(typeof CAMPAIGN_PARAMS)[number]} CampaignParam */
/** @typedef {Partial<Record<CampaignParam, string>>} Campaign */
/** @typedef {'M' | 'T' | 'D'} Device */

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
 * @param {string} v
 * @returns {string}
 */
export function sanitizeCampaignValue(v) {
  const kept = v.normalize('NFC').trim().replace(NOT_ALLOWED, '');
  return Array.from(kept).slice(0, MAX_VALUE_LENGTH).join('').trim();
}

/**
 * The sanitized, non-empty tracked parameters present in the URL (rules §9), or null when the
 * URL carries none of them.
 * @param {URLSearchParams} params
 * @returns {Campaign | null}
 */
export function readCampaign(params) {
  /** @type {Campaign} */
  const campaign = {};
  let found = false;
  for (const name of CAMPAIGN_PARAMS) {
    const raw = params.get(name);
    if (raw === null) continue;
    const value = sanitizeCampaignValue(raw);
    if (value === '') continue;
    campaign[name] = value;
    found = true;
  }
  return found ? campaign : null;
}

/**
 * The visit's source: its utm_source, or "organico" when it has none (rules §9).
 * @param {Campaign | null} campaign
 * @returns {string}
 */
export function campaignSource(campaign) {
  return campaign?.utm_source ?? DEFAULT_SOURCE;
}

/**
 * Device letter from a user agent (rules §9): T for tablets (iPad, Android without "Mobile",
 * "Tablet"), M for mobiles, D otherwise.
 * @param {string} ua
 * @returns {Device}
 */
export function deviceFromUserAgent(ua) {
  if (/iPad|Tablet|PlayBook|Kindle|Silk/i.test(ua)) return 'T';
  if (/Android/i.test(ua) && !/Mobile/i.test(ua)) return 'T';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(ua)) return 'M';
  return 'D';
}

/**
 * One attribution entry `source-device-ISO` (rules §9). The source is sanitized, `|` and `,`
 * become `_`, and an empty source becomes "organico".
 * @param {string} source @param {Device} device @param {Date} date
 * @returns {string}
 */
export function attributionEntry(source, device, date) {
  const clean = sanitizeCampaignValue(source.replace(/[|,]/g, '_'));
  return `${clean === '' ? DEFAULT_SOURCE : clean}-${device}-${date.toISOString()}`;
}

/**
 * Whether a decoded entry has the `source-device-ISO` shape with a real date (rules §9).
 * @param {string} entry
 * @returns {boolean}
 */
export function isAttributionEntry(entry) {
  const iso = ENTRY.exec(entry)?.[2];
  return iso !== undefined && !entry.includes('|') && !Number.isNaN(Date.parse(iso));
}

/** @param {string} s @returns {string | null} */
function safeDecode(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/**
 * Reads the attribution cookie (rules §9), as the cookie reader decoded it: `|`-separated
 * entries (cookies written before the value was encoded once still carry each entry encoded
 * again: decoded here, harmless for the others, which never contain `%`); invalid entries are
 * dropped and at most 10 are kept. Missing or garbage cookies give [].
 * @param {string | undefined} cookie
 * @returns {string[]}
 */
export function parseAttribution(cookie) {
  if (cookie === undefined || cookie === '') return [];
  /** @type {string[]} */
  const entries = [];
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
 * @param {string[]} entries
 * @returns {string}
 */
export function serializeAttribution(entries) {
  const kept = entries.filter(isAttributionEntry).slice(0, ATTRIBUTION_MAX_ENTRIES);
  while (kept.length > 1 && encodeURIComponent(kept.join('|')).length > ATTRIBUTION_MAX_ENCODED) kept.pop();
  return kept.join('|');
}

/**
 * Adds a visit, newest first, keeping the 10 latest valid entries (rules §9).
 * @param {string[]} existing @param {string} entry
 * @returns {string[]}
 */
export function addAttribution(existing, entry) {
  return [entry, ...existing].filter(isAttributionEntry).slice(0, ATTRIBUTION_MAX_ENTRIES);
}
