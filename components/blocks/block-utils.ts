/** Small pure helpers shared by the block components. */

/** A stable, valid element id derived from a block id (for `aria-labelledby`). */
export function blockElementId(blockId: string, part: string): string {
  return `${blockId.replace(/[^A-Za-z0-9_-]/g, '-')}-${part}`;
}

/** `path` made absolute against the public site origin (JSON-LD, share links). */
export function absoluteUrl(path: string, siteUrl: string): string {
  try {
    return new URL(path, siteUrl).toString();
  } catch {
    return path;
  }
}

/** Epoch seconds → ISO 8601 (UTC), or undefined when the date is out of range. */
export function isoFromEpoch(epochSeconds: number): string | undefined {
  const date = new Date(epochSeconds * 1000);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

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

/** Phone number for a `tel:` link: digits and a leading "+" only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** Google Maps route to a point (spec: the route-navigation link of a map mark). */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

/** schema.org `educationalProgramMode` from the CMS modality code. */
export function programMode(modality: string, label: string): string {
  switch (modality.toUpperCase()) {
    case 'PRE':
      return 'onsite';
    case 'VIR':
      return 'online';
    case 'SEMI':
      return 'blended';
    default:
      return label;
  }
}
