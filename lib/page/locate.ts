import { resolvePage, type Resolution } from './resolve';

/**
 * Where a path leads (`to`), before anything is loaded: a page to request, the not-found page, or
 * a redirect (a landing's thank-you path, rules §2).
 */
export type Location =
  | { to: 'page'; resolution: Resolution }
  /**
   * `invalid`: no page can have this path; `missing`: none has; `not-found-path`: it is `/404` or
   * `/error`, the paths of the not-found page itself.
   */
  | { to: 'not-found'; reason: 'invalid' | 'missing' | 'not-found-path' }
  | { to: 'redirect'; location: string };

/**
 * The one input convention of lib/page: the path as DECODED segments, each decoded exactly once
 * (Next's router hands a route its params that way; `urlSegments` decodes a URL's path). Nothing
 * here decodes them again, so `%2F` stays a `/` inside one segment, and `%2541` stays `%41`:
 * neither names a page.
 */
export function locate(segments: readonly string[] | null): Location {
  const resolution = segments && resolvePage(segments);
  if (!resolution) return { to: 'not-found', reason: 'invalid' };
  if (resolution.notFound) return { to: 'not-found', reason: 'not-found-path' };
  if (resolution.redirect) return { to: 'redirect', location: resolution.redirect };
  return { to: 'page', resolution };
}
