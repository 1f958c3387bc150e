/**
 * Whether a browser request comes from the site's own pages. Browsers send `Sec-Fetch-Site` (and
 * `Origin` on every POST); a request with neither is not a page's beacon. `siteOrigins` are the
 * public origin and the origin the request was addressed to (behind a proxy they may differ).
 */
export function isSameOrigin(headers: Headers, siteOrigins: string[]): boolean {
  const site = headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const origin = headers.get('origin');
  return origin !== null && origin !== 'null' && siteOrigins.includes(origin);
}
