/**
 * The pure rules of the redirects the content team manages (docs/redirects.md): how a path is
 * folded into its key, how the content service's list becomes one table of single hops (chains
 * resolved, loops refused, expired entries left out), and what a request for a key gets. No I/O:
 * proxy.ts, the sitemap, the metadata and the workbench read the same table.
 */
import { urlSegments } from '@/lib/page/resolve';

/** One redirect as the content service publishes it (`GET {base}{version}/web/redirects`). */
export type RedirectEntry = { from: string; to: string; status: 301 | 302 | 307 | 308; expires?: string };

/** Moved answers 308, temporary 307: the method is kept either way. */
export type RedirectStatus = 307 | 308;
export type Hop = { target: string; status: RedirectStatus };

export type Redirect = Hop & {
  /** The folded path it answers for. */
  from: string;
  /** ms; from then on the path is no redirect (the page, or the not-found page, answers). */
  expires: number | null;
  /** ms; when a later hop of its chain expires, from then on it sends to its own `direct` hop. */
  until: number | null;
  /** Its own entry's hop, before the chain was followed. */
  direct: Hop;
};

export type Refusal = { from: string; reason: 'invalid' | 'duplicate' | 'loop' };
export type RedirectTable = ReadonlyMap<string, Redirect>;
export type Built = { table: Map<string, Redirect>; refused: Refusal[]; expired: number };

/** Paths the site answers before any redirect could (the workbench, the API, Next's files, media, sitemaps: proxy.ts's matcher). */
const RESERVED = /^\/(?:staff|api|_next|media|sitemap)(?:\/|$)/;
/** Already folded: no capital, no escape, no repeated or trailing slash. */
const NEEDS_FOLDING = /[A-Z%]|\/\/|.\/$/;

/**
 * A URL path (percent-encoded, as `request.nextUrl.pathname`) → its key, folded as lib/page folds
 * a path (decoded once, lower-cased, no trailing or repeated slash); null when no page can have it.
 * A path already folded is its own key, unvalidated and not copied: the proxy's per-request case.
 */
export function foldPath(pathname: string): string | null {
  if (!NEEDS_FOLDING.test(pathname)) return pathname;
  return canonicalPath(pathname);
}

/** A folded path of ASCII segments that rules §2 allows: its own key, with nothing to decode. */
const PLAIN_PATH = /^(?:\/[a-z0-9_~-]{1,120}){0,8}$/;

/** `foldPath` with every segment validated (rules §2): how the table's keys are made. */
export function canonicalPath(pathname: string): string | null {
  if (pathname === '/' || PLAIN_PATH.test(pathname)) return pathname;
  const segments = urlSegments(pathname);
  return segments && `/${segments.join('/')}`;
}

/** A target's query merged with the request's: the target's parameters first, then the visitor's. */
export function withQuery(target: string, search: string): string {
  if (!search || search === '?') return target;
  const hash = target.indexOf('#');
  const [base, fragment] = hash === -1 ? [target, ''] : [target.slice(0, hash), target.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${search.replace(/^\?/, '')}${fragment}`;
}

type Direct = Hop & { from: string; expires: number | null; next: string | null };

/** A target on the site → its path (with query and fragment); an absolute URL elsewhere as it is; null when malformed. */
function targetOf(to: string, origin: string | null): { target: string; path: string | null } | null {
  if (/^\/(?![/\\])[^\s\\]*$/.test(to)) return { target: to, path: to.replace(/[?#].*$/, '') };
  if (!URL.canParse(to)) return null;
  const url = new URL(to);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (origin !== null && url.origin === origin) return { target: `${url.pathname}${url.search}${url.hash}`, path: url.pathname };
  return { target: url.href, path: null };
}

function directOf(entry: RedirectEntry, now: number, origin: string | null): Direct | 'invalid' | 'expired' {
  const from = entry.from.startsWith('/') ? canonicalPath(entry.from) : null;
  const to = targetOf(entry.to, origin);
  if (from === null || RESERVED.test(from) || to === null) return 'invalid';
  const status = entry.status === 301 || entry.status === 308 ? 308 : entry.status === 302 || entry.status === 307 ? 307 : null;
  if (status === null) return 'invalid';
  const expires = entry.expires === undefined ? null : Date.parse(entry.expires);
  if (Number.isNaN(expires)) return 'invalid';
  if (expires !== null && expires <= now) return 'expired';
  return { from, target: to.target, status, expires, next: to.path === null ? null : canonicalPath(to.path) };
}

/** `hop` followed by the chain already resolved from its target. */
function compose(hop: Direct, rest: Redirect): Redirect {
  const search = hop.target.includes('?') ? hop.target.slice(hop.target.indexOf('?')).replace(/#.*$/, '') : '';
  const untils = [rest.until, rest.expires].filter((t): t is number => t !== null);
  return {
    from: hop.from,
    target: withQuery(rest.target, search),
    status: hop.status === 308 && rest.status === 308 ? 308 : 307,
    expires: hop.expires,
    until: untils.length ? Math.min(...untils) : null,
    direct: { target: hop.target, status: hop.status },
  };
}

/** A hop that is its own chain: its `direct` hop is itself (one object per redirect, however many are loaded). */
function single(hop: Direct): Redirect {
  const redirect = { from: hop.from, target: hop.target, status: hop.status, expires: hop.expires, until: null } as Redirect;
  redirect.direct = redirect;
  return redirect;
}

/**
 * The content service's list → one table of single hops, by folded path: each chain followed to
 * its end when loaded (a visitor makes one hop), a loop refused with every path that leads into
 * it, a malformed or reserved entry and a second entry for the same path refused, an expired one
 * left out. `origin`: the site's own, whose absolute URLs are paths of the site.
 */
export function buildRedirects(entries: readonly RedirectEntry[], { now, origin = null }: { now: number; origin?: string | null }): Built {
  const refused: Refusal[] = [];
  const direct = new Map<string, Direct>();
  let expired = 0;
  for (const entry of entries) {
    const hop = directOf(entry, now, origin);
    if (hop === 'expired') expired += 1;
    else if (hop === 'invalid') refused.push({ from: String(entry.from).slice(0, 200), reason: 'invalid' });
    else if (direct.has(hop.from)) refused.push({ from: hop.from, reason: 'duplicate' });
    else direct.set(hop.from, hop);
  }
  const resolved = new Map<string, Redirect | 'loop'>();
  for (const start of direct.keys()) {
    if (resolved.has(start)) continue;
    // Walk the chain until it leaves the table, meets a resolved path, or comes back on itself.
    const path: Direct[] = [];
    const onPath = new Set<string>();
    let tail: Redirect | 'loop' | null = null;
    for (let key: string | null = start; key !== null; ) {
      const known = resolved.get(key);
      if (known) {
        tail = known;
        break;
      }
      const hop = direct.get(key);
      if (!hop) break;
      if (onPath.has(key)) {
        tail = 'loop';
        break;
      }
      onPath.add(key);
      path.push(hop);
      key = hop.next;
    }
    for (let i = path.length - 1; i >= 0; i--) {
      const hop = path[i]!;
      tail = tail === 'loop' ? 'loop' : tail === null ? single(hop) : compose(hop, tail);
      resolved.set(hop.from, tail);
    }
  }
  const table = new Map<string, Redirect>();
  for (const [from, r] of resolved) {
    if (r === 'loop') refused.push({ from, reason: 'loop' });
    else table.set(from, r);
  }
  return { table, refused, expired };
}

/** What a request for the folded path `key` gets at `now`: a hop, or null (no redirect, or an expired one). */
export function redirectAt(table: RedirectTable, key: string, now: number): Hop | null {
  const r = table.get(key);
  if (r === undefined || (r.expires !== null && now >= r.expires)) return null;
  return r.until !== null && now >= r.until ? r.direct : r;
}

/**
 * The site paths to announce to IndexNow after a reload: for each redirect that appeared or now
 * leads elsewhere, its old path (now a redirect) and its target on the site (the new address).
 */
export function changedRedirectPaths(before: RedirectTable, after: RedirectTable): string[] {
  const paths = new Set<string>();
  for (const [from, r] of after) {
    if (before.get(from)?.target === r.target) continue;
    paths.add(from);
    if (r.target.startsWith('/')) paths.add(r.target.replace(/[?#].*$/, ''));
  }
  return [...paths];
}
