/**
 * The shortlist, pure (docs/decisions/0014-compare-and-cost.md): up to four programs, by the slug
 * of their page, kept in the visitor's browser. No personal data: only which programs.
 */

export const SHORTLIST_MAX = 4;
export const SHORTLIST_KEY = 'shortlist';
export const COMPARE_PATH = '/comparar';
export const PROGRAM_PREFIX = '/programas/';

/** A program page's slug: lower-case letters, digits and hyphens. */
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;

export const isProgramSlug = (value: unknown): value is string => typeof value === 'string' && SLUG.test(value);

/** The slug of a program page's path (`/programas/ingenieria-de-sistemas`), or null. */
export function slugOfPath(path: string): string | null {
  if (!path.startsWith(PROGRAM_PREFIX)) return null;
  const slug = path.slice(PROGRAM_PREFIX.length);
  return isProgramSlug(slug) ? slug : null;
}

/** What the browser kept, read defensively: valid slugs only, once each, at most four. */
export function parseShortlist(stored: string | null): string[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isProgramSlug))].slice(0, SHORTLIST_MAX);
}

export type Toggle = { list: string[]; outcome: 'added' | 'removed' | 'full' };

/** Save or remove a program; a fifth is refused and the list left as it was. */
export function toggleProgram(list: readonly string[], slug: string): Toggle {
  if (list.includes(slug)) return { list: list.filter((s) => s !== slug), outcome: 'removed' };
  if (list.length >= SHORTLIST_MAX) return { list: [...list], outcome: 'full' };
  return { list: [...list, slug], outcome: 'added' };
}

/** The Spanish refusal of a fifth program. */
export const FULL_MESSAGE = `Ya tienes ${SHORTLIST_MAX} programas en tu lista, el máximo para comparar. Quita uno para guardar este.`;

/** The comparison of a list: `/comparar?programas=a,b` (commas kept readable), or the bare page. */
export function comparePath(list: readonly string[]): string {
  return list.length ? `${COMPARE_PATH}?programas=${list.join(',')}` : COMPARE_PATH;
}

/**
 * The `programas` parameter of a shared link: its valid slugs in order, once each, at most four,
 * and what was left out (so the page can say so rather than fail).
 */
export function parseCompareParam(raw: string | string[] | undefined): { slugs: string[]; ignored: string[] } {
  const text = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).slice(0, 1_000);
  const parts = text.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const slugs: string[] = [];
  const ignored: string[] = [];
  for (const part of parts) {
    if (!isProgramSlug(part) || slugs.length >= SHORTLIST_MAX) ignored.push(part.slice(0, 60));
    else if (!slugs.includes(part)) slugs.push(part);
  }
  return { slugs, ignored: ignored.slice(0, 10) };
}
