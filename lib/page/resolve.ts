/**
 * The pure rules of rules §2, from a path to the page request: segment validation, page names,
 * landing filters. No I/O: proxy.ts decides its redirects with them too (through locate.ts).
 */
import type { PageRequest } from '@/lib/content/schema';

/** A landing's filters: the values of the offer its path names, as slugs (rules §2). */
export type LandingFilters = {
  programType: string;
  modality: string;
  campus: string;
  program: string;
};

export type Resolution = {
  /** The canonical path of the page (no trailing slash, `/` for home). */
  pathname: string;
  /** Page name derived from the path: slashes and hyphens become underscores. */
  name: string;
  request: PageRequest;
  thankYou: boolean;
  /** A landing's URL filters (they preselect its form); null on any other page. */
  landing: LandingFilters | null;
  /** Set for a landing thank-you path: where the visitor is redirected. */
  redirect: string | null;
  /** The search path (`SEARCH_PATH`): never indexed. */
  search: boolean;
  /** `/404` and `/error` show the not-found page. */
  notFound: boolean;
};

/**
 * The search page's path: fixed, because it is the route folder `app/buscar` (rendered per
 * request from its query string, unlike the cached catch-all).
 */
export const SEARCH_PATH = '/buscar';
/** The first segment of every landing path (rules §2 "a landing-page prefix"), the same for every university. */
export const LANDING_PREFIX = 'landing';

/** The last segment of a thank-you path (rules §2). */
export const THANK_YOU = 'gracias';
// Page slugs are letters, digits, hyphens and underscores: a dot (favicon.ico, wp-login.php…)
// never names a page, and such requests are answered 404 without asking the content service.
const SEGMENT_RE = /^[\p{L}\p{N}_~-]{1,120}$/u;
const MAX_SEGMENTS = 8;

/** Page name from path segments: slashes and hyphens become underscores; `[]` is home. */
export function pageName(segments: readonly string[]): string {
  return segments.length ? segments.join('_').replace(/-/g, '_').toLowerCase() : 'home';
}

/** Rules §2 table: 1 → programType; 2 → +modality; 3 → +program (campus empty); 4 → all. */
export function landingFiltersFromSegments(segments: readonly string[]): LandingFilters {
  const [a = '', b = '', c = '', d = ''] = segments;
  switch (segments.length) {
    case 0:
      return { programType: '', modality: '', campus: '', program: '' };
    case 1:
      return { programType: a, modality: '', campus: '', program: '' };
    case 2:
      return { programType: a, modality: b, campus: '', program: '' };
    case 3:
      return { programType: a, modality: b, campus: '', program: c };
    default:
      return { programType: a, modality: b, campus: c, program: d };
  }
}

/** Each filter's name in the content service's landing tags (rules §2): the program type is its `opportunityType`. */
const TAG_NAMES = { programType: 'opportunityType', modality: 'modality', campus: 'campus', program: 'program' } as const;

/**
 * A landing's filters as the page request's tags (rules §2): `name~value` for each filter the
 * path sets, e.g. `opportunityType~pregrado,modality~vir,program~psicologia`.
 */
export function landingTags(filters: LandingFilters): string[] {
  return (['programType', 'modality', 'campus', 'program'] as const).flatMap((k) => (filters[k] ? [`${TAG_NAMES[k]}~${filters[k]}`] : []));
}

/**
 * A path as it travels in a URL (percent-encoded: `request.nextUrl.pathname`, a link's href) →
 * its segments, each decoded exactly once and lower-cased; null when one is malformed or names no
 * page. Next's router hands a route its params already decoded: those never come through here.
 */
export function urlSegments(urlPath: string): string[] | null {
  const parts = urlPath.split('/').filter(Boolean);
  if (parts.length > MAX_SEGMENTS) return null;
  const decoded: string[] = [];
  for (const part of parts) {
    let value: string;
    try {
      value = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (!SEGMENT_RE.test(value)) return null;
    decoded.push(value.toLowerCase());
  }
  return decoded;
}

/**
 * A canonical pathname, already decoded (`Resolution.pathname`, which the page hands its forms) →
 * its segments, split and never decoded again.
 */
export const pathnameSegments = (pathname: string): string[] => pathname.split('/').filter(Boolean);

/** Resolve decoded path segments into the page request of rules §2, or null for an invalid path. */
export function resolvePage(input: readonly string[]): Resolution | null {
  const segments = input.map((s) => s.toLowerCase());
  if (segments.length > MAX_SEGMENTS || !segments.every((s) => SEGMENT_RE.test(s))) return null;
  const pathname = `/${segments.join('/')}`;
  const base: Omit<Resolution, 'request' | 'name'> = {
    pathname,
    thankYou: false,
    landing: null,
    redirect: null,
    search: pathname === SEARCH_PATH,
    notFound: false,
  };

  if (segments.length === 1 && (segments[0] === '404' || segments[0] === 'error')) {
    return { ...base, name: '404', request: { by: 'name', name: '404', tags: [] }, notFound: true };
  }
  if (segments.length === 0) {
    return { ...base, name: 'home', request: { by: 'name', name: 'home', tags: [] } };
  }

  const thankYou = segments.at(-1) === THANK_YOU;
  const withoutThanks = thankYou ? segments.slice(0, -1) : segments;

  if (withoutThanks[0] === LANDING_PREFIX) {
    const rest = withoutThanks.slice(1);
    if (rest.length > 4) return null;
    const path = `/${withoutThanks.join('/')}`;
    const landing = landingFiltersFromSegments(rest);
    const request: PageRequest = { by: 'name', name: 'landing', tags: landingTags(landing) };
    if (thankYou) {
      // Landing thank-you: strip the suffix and send the visitor to the landing itself.
      return { ...base, name: 'landing', request, thankYou, redirect: path };
    }
    return { ...base, name: 'landing', request, landing };
  }

  if (thankYou) {
    const name = withoutThanks.length ? `${pageName(withoutThanks)}_${THANK_YOU}` : THANK_YOU;
    return { ...base, name, request: { by: 'name', name, tags: [] }, thankYou };
  }

  return { ...base, name: pageName(segments), request: { by: 'path', path: pathname, tags: [...segments] } };
}
