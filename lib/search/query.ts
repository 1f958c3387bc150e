/** Search phrase normalisation and the content service's wildcard query syntax (rules §5, §7). */

export interface SearchClause {
  /** Field searched, or "*" for a bare word (any field). */
  field: string;
  term: string;
}

/** At most this many words per query, each at most this long (rules §7 + safety). */
export const MAX_QUERY_WORDS = 10;
export const MAX_WORD_LENGTH = 50;

const FIELD = /^[A-Za-z_][A-Za-z0-9_.]*$/;
const CLAUSE = /^([A-Za-z_][A-Za-z0-9_.]*|\*):(.*)$/;

/**
 * Phrase for matching (rules §5): lowercased, accents stripped, non-alphanumerics dropped,
 * whitespace collapsed and trimmed. "Diseño Web!" → "diseno web".
 */
export function normalizePhrase(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One query word: NFC, lowercased, letters (accents kept) and digits only, max 50 chars. */
function cleanWord(word: string): string {
  const kept = word.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return Array.from(kept).slice(0, MAX_WORD_LENGTH).join('');
}

/**
 * Content-service query (rules §7): each word becomes `field:*word*`, joined by " AND ".
 * Accents are kept ("diseño web" → `title:*diseño* AND title:*web*`); other characters are
 * dropped; at most 10 words of 50 chars; no words → "". Throws on a malformed field name.
 */
export function buildSearchQuery(text: string, field = 'title'): string {
  if (!FIELD.test(field)) throw new RangeError(`Invalid search field: ${field}`);
  return text
    .split(/\s+/)
    .map(cleanWord)
    .filter((w) => w !== '')
    .slice(0, MAX_QUERY_WORDS)
    .map((w) => `${field}:*${w}*`)
    .join(' AND ');
}

/**
 * Inverse of buildSearchQuery for the content service (rules §7): `title:*x* AND body:*y*` →
 * clauses; a bare word is `{ field: '*', term }`. Terms are cleaned like query words, empty
 * terms dropped, at most 10 clauses kept.
 */
export function parseSearchQuery(q: string): SearchClause[] {
  const clauses: SearchClause[] = [];
  for (const token of q.split(/\s+/)) {
    if (token === '' || token.toUpperCase() === 'AND') continue;
    const match = CLAUSE.exec(token);
    const field = match?.[1] ?? '*';
    const term = cleanWord(match?.[2] ?? token);
    if (term !== '') clauses.push({ field, term });
    if (clauses.length === MAX_QUERY_WORDS) break;
  }
  return clauses;
}
