/** Text and HTML truncation on word boundaries (rules §9). */

/** Appended when something was cut (rules §9). */
export const ELLIPSIS = '…';

const VOID_TAGS = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
]);
const TOKEN =
  /<!--[\s\S]*?-->|<![^>]*>|<\/?[A-Za-z][^\s/>]*(?:"[^"]*"|'[^']*'|[^'">])*>|&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);|[\s\S]/giu;

/** Elements whose edges separate words even without whitespace. */
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption',
  'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav',
  'ol', 'p', 'pre', 'section', 'table', 'td', 'th', 'tr', 'ul',
]);

const isSpace = (unit: string): boolean => /^\s$/u.test(unit);

/**
 * Number of units to keep out of `units` for `limit` (rules §9): cut on the last word boundary
 * (a space, or an index in `breaks`) at or before the limit; a single over-long word is cut
 * hard; trailing spaces are dropped.
 */
function cutPoint(units: readonly string[], limit: number, breaks: ReadonlySet<number>): number {
  const boundary = (i: number): boolean =>
    breaks.has(i) || isSpace(units[i - 1] ?? ' ') || isSpace(units[i] ?? ' ');
  let cut = limit;
  if (!boundary(cut)) {
    let i = cut - 1;
    while (i > 0 && !boundary(i)) i--;
    if (i > 0) cut = i;
  }
  while (cut > 0 && isSpace(units[cut - 1] ?? '')) cut--;
  return cut;
}

function normalizeLimit(limit: number): number {
  return Number.isNaN(limit) ? 0 : Math.max(0, Math.floor(limit));
}

/**
 * Cuts text at `limit` characters on a word boundary and appends "…" only when cut (rules §9).
 * The ellipsis is not counted in the limit; characters are code points.
 */
export function truncateText(text: string, limit: number): string {
  const units = Array.from(text);
  const max = normalizeLimit(limit);
  if (units.length <= max) return text;
  return units.slice(0, cutPoint(units, max, new Set())).join('') + ELLIPSIS;
}

interface Token {
  raw: string;
  /** Lowercase tag name for tags, null for a text unit (a code point or an entity). */
  tag: string | null;
  closing: boolean;
}

function tokenize(html: string): Token[] {
  return Array.from(html.matchAll(TOKEN), ([raw]) => {
    if (raw.length < 3 || !raw.startsWith('<')) return { raw, tag: null, closing: false };
    const name = /^<\/?([A-Za-z][^\s/>]*)/.exec(raw)?.[1]?.toLowerCase() ?? '!';
    return { raw, tag: name, closing: raw.startsWith('</') };
  });
}

/**
 * Truncates sanitized HTML (rules §9): only text counts toward `limit` (an entity is one
 * character), the cut falls on a word boundary, open tags are closed and "…" is appended
 * inside the innermost open element. HTML within the limit is returned unchanged.
 */
export function truncateHtml(html: string, limit: number): string {
  const tokens = tokenize(html);
  const units: string[] = [];
  const breaks = new Set<number>();
  for (const t of tokens) {
    if (t.tag === null) units.push(t.raw);
    else if (BLOCK_TAGS.has(t.tag)) breaks.add(units.length);
  }
  const max = normalizeLimit(limit);
  if (units.length <= max) return html;
  const cut = cutPoint(units, max, breaks);
  const open: string[] = [];
  let out = '';
  let kept = 0;
  for (const token of tokens) {
    if (kept === cut) break;
    out += token.raw;
    if (token.tag === null) {
      kept++;
    } else if (token.closing) {
      const at = open.lastIndexOf(token.tag);
      if (at !== -1) open.length = at;
    } else if (token.tag !== '!' && !VOID_TAGS.has(token.tag) && !token.raw.endsWith('/>')) {
      open.push(token.tag);
    }
  }
  return out + ELLIPSIS + open.reverse().map((tag) => `</${tag}>`).join('');
}
