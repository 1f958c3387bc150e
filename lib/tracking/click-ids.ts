/**
 * The ad platforms' click ids (docs/decisions/0020-click-ids.md): captured like the campaign
 * parameters of rules §9 (a cookie of the same name, mirrored in local and session storage, 3
 * days), plus Meta's `_fbc`, written by the site in Meta's own format when a link carries
 * `fbclid`, and Meta's `_fbp`, which only Meta's tag sets. Pure: proxy.ts, the browser's capture
 * and the lead's acceptance share it.
 */

/** Every click id a platform appends to an ad's link: Google (gclid; gbraid/wbraid on iOS), Meta, Microsoft, TikTok, LinkedIn. */
export const CLICK_ID_PARAMS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'ttclid', 'li_fat_id'] as const;
export type ClickIdParam = (typeof CLICK_ID_PARAMS)[number];

/** Meta's click cookie (`fb.1.<ms>.<fbclid>`) and browser cookie (set by Meta's tag only). */
export const FBC_COOKIE = '_fbc';
export const FBP_COOKIE = '_fbp';

/** What a lead keeps of the visit's clicks: each id present, and Meta's two cookies. */
export type ClickIds = Partial<Record<ClickIdParam | 'fbc' | 'fbp', string>>;

/** Click ids are opaque tokens: long (a `fbclid` can pass 200 characters) and URL-safe. */
const MAX_CLICK_ID = 500;
const NOT_TOKEN = /[^A-Za-z0-9_\-.~]/g;

export const isClickIdParam = (name: string): name is ClickIdParam => (CLICK_ID_PARAMS as readonly string[]).includes(name);

/** A click id as a platform will match it: its token characters only, never cut short (too long: dropped). */
export function sanitizeClickId(value: string): string {
  const kept = value.trim().replace(NOT_TOKEN, '');
  return kept.length > MAX_CLICK_ID ? '' : kept;
}

/**
 * `_fbc` in Meta's format: version `fb`, subdomain index `1` (the site's registrable domain),
 * the time of the click in ms, then the `fbclid` unchanged (Meta's parameter guide, "fbc").
 */
export const fbcOf = (fbclid: string, atMs: number) => `fb.1.${Math.trunc(atMs)}.${fbclid}`;

const FBC = /^fb\.[0-2]\.\d{10,16}\.[A-Za-z0-9_\-.~]{1,500}$/;
const FBP = /^fb\.[0-2]\.\d{10,16}\.\d{1,25}$/;
/** Whether a `_fbc` value has Meta's shape (anything else is not sent on). */
export const isFbc = (value: string) => FBC.test(value);
/** Whether a `_fbp` value has the shape Meta's tag gives it. */
export const isFbp = (value: string) => FBP.test(value);

/** The `_fbc` that belongs to a link's `fbclid`: kept when it already names that click, else a new one. */
export function fbcFor(fbclid: string, current: string | undefined, nowMs: number): string {
  return current !== undefined && isFbc(current) && current.endsWith(`.${fbclid}`) ? current : fbcOf(fbclid, nowMs);
}

/**
 * The click ids a lead keeps, read from the request's cookies. `_fbp` only after "Aceptar": it is
 * the tag's cookie, and the tag runs only then; an older one is no part of this visit.
 */
export function clickIdsFrom(cookie: (name: string) => string | undefined, accepted: boolean): ClickIds {
  const ids: ClickIds = {};
  for (const name of CLICK_ID_PARAMS) {
    const value = sanitizeClickId(cookie(name) ?? '');
    if (value) ids[name] = value;
  }
  const fbc = cookie(FBC_COOKIE) ?? '';
  if (ids.fbclid && isFbc(fbc)) ids.fbc = fbc;
  const fbp = cookie(FBP_COOKIE) ?? '';
  if (accepted && isFbp(fbp)) ids.fbp = fbp;
  return ids;
}

/** Whether a lead carries any platform's click id (`_fbp` alone is no click). */
export const hasClickId = (ids: ClickIds) => CLICK_ID_PARAMS.some((name) => Boolean(ids[name]));

/** The stored form (outbox column `click_ids`): JSON text, '' when the lead has none. */
export const clickIdsColumn = (ids: ClickIds) => (Object.keys(ids).length ? JSON.stringify(ids) : '');

/** The column read back: only known keys with string values. */
export function parseClickIds(text: unknown): ClickIds {
  if (typeof text !== 'string' || text === '') return {};
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null) return {};
    const ids: ClickIds = {};
    for (const [k, v] of Object.entries(raw)) if ((isClickIdParam(k) || k === 'fbc' || k === 'fbp') && typeof v === 'string') ids[k as keyof ClickIds] = v;
    return ids;
  } catch {
    return {};
  }
}
