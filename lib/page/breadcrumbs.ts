/** Breadcrumbs derived from the URL path (rules §2). */

export interface Breadcrumb {
  label: string;
  href: string;
}

/** The first crumb: the home page, labelled in Spanish (rules §2 "Home"). */
export const HOME_CRUMB: Readonly<Breadcrumb> = { label: 'Inicio', href: '/' };
/** Segment labels are capped at this many characters (rules §2 + safety). */
export const MAX_CRUMB_LABEL = 80;

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Label of one path segment (rules §2): URI-decoded (raw when malformed), control characters
 * dropped, hyphens → spaces, whitespace collapsed, first letter capitalised, max 80 chars.
 */
export function segmentLabel(segment: string): string {
  const words = safeDecode(segment)
    .replace(/\p{Cc}/gu, '')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(words).slice(0, MAX_CRUMB_LABEL);
  const first = chars[0];
  if (first === undefined) return '';
  chars[0] = first.toLocaleUpperCase('es');
  return chars.join('').trimEnd();
}

/**
 * Breadcrumbs for a pathname (rules §2): "Inicio" → "/", then one crumb per non-empty segment
 * with the cumulative path as href ("ingenieria-de-sistemas" → "Ingenieria de sistemas").
 * Query string and hash are ignored; segments whose label is empty get no crumb.
 */
export function buildBreadcrumbs(pathname: string): Breadcrumb[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const crumbs: Breadcrumb[] = [{ ...HOME_CRUMB }];
  let href = '';
  for (const segment of path.split('/')) {
    if (segment === '') continue;
    href += `/${segment}`;
    const label = segmentLabel(segment);
    if (label !== '') crumbs.push({ label, href });
  }
  return crumbs;
}
