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
