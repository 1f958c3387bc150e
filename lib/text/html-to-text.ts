const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X')) return safeCodePoint(parseInt(name.slice(2), 16), entity);
  if (name.startsWith('#')) return safeCodePoint(parseInt(name.slice(1), 10), entity);
  return ENTITIES[name.toLowerCase()] ?? entity;
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

const BLOCK_TAG = /<\/?(?:p|br|li|ul|ol|div|h[1-6]|tr|td|th|blockquote|dd|dt)\b[^>]*>/gi;

/** Plain text of sanitized HTML (for JSON-LD): tags dropped, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
