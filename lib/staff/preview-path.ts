/**
 * The page a preview opens or returns to: a path of this site's public pages, never a staff or
 * API path and never another origin (`//evil.example`, `/\evil.example` resolve off-site).
 */
export function previewPath(raw: string | null | undefined, origin: string): string | null {
  if (!raw || raw.length > 500) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || /^\/(staff|api)(\/|$)/.test(url.pathname)) return null;
  return url.pathname + url.search;
}
