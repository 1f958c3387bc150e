/**
 * The one gate between what staff type or paste and a request the site makes or sends them to
 * (the link checker, the preview; docs/decisions/0013-staff-workbench.md). A path of this site
 * is returned only when every reading of it stays
 * here: no `//` or `\` that a URL parser, a browser or `new URL(path, base)` would take for
 * another host, no control character, no userinfo, no percent-encoded slash, and the same origin
 * after resolution.
 */
const MAX_LENGTH = 2_000;
const CONTROL = /[\u0000-\u001f\u007f]/;
const ENCODED_SEPARATOR = /%(2f|5c)/i;

export type SitePathOptions = { publicOnly?: boolean };

/** A path (`/…` plus its query) of `origin`, or null when `raw` could lead anywhere else. */
export function sitePath(raw: string | null | undefined, origin: string, options: SitePathOptions = {}): string | null {
  if (!raw || raw.length > MAX_LENGTH || CONTROL.test(raw) || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.username || url.password) return null;
  const path = url.pathname;
  if (!path.startsWith('/') || path.startsWith('//') || ENCODED_SEPARATOR.test(path)) return null;
  if (options.publicOnly && /^\/(staff|api)(\/|$)/.test(path)) return null;
  return path + url.search;
}
