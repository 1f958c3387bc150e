/**
 * The process's redirects (docs/redirects.md): the table loaded last, on globalThis, so that the
 * proxy's bundle and the routes' share it, as they share the staff sessions
 * (lib/staff/session-store.ts). lib/redirects/load.ts fills it; everything else reads it.
 */
import { foldPath, redirectAt, withQuery, type Hop, type Redirect, type RedirectTable, type Refusal } from './rules';

export type RedirectState = {
  table: RedirectTable;
  refused: readonly Refusal[];
  /** ms of the last load that reached the content service; null before the first. */
  loadedAt: number | null;
};

const KEY = Symbol.for('university-site.redirects');
const holder = globalThis as { [KEY]?: RedirectState };
const EMPTY: RedirectState = { table: new Map<string, Redirect>(), refused: [], loadedAt: null };

export const redirectState = (): RedirectState => holder[KEY] ?? EMPTY;

export function installRedirects(state: RedirectState) {
  holder[KEY] = state;
}

/** Where a URL path (percent-encoded) is redirected now, or null: one Map lookup on its folded key. */
export function redirectOfPath(pathname: string, now?: number): (Hop & { from: string }) | null {
  const { table } = redirectState();
  if (table.size === 0) return null;
  const key = foldPath(pathname);
  if (key === null || !table.has(key)) return null;
  const hop = redirectAt(table, key, now ?? Date.now());
  return hop && { ...hop, from: key };
}

/**
 * Where an address of the site (a path, or an absolute URL on `siteUrl`) ends once its redirect is
 * followed, for what names an address (a canonical): its target, or the address itself. A
 * redirected path is never a canonical.
 */
export function finalAddress(value: string, siteUrl: string): string {
  if (redirectState().table.size === 0 || !URL.canParse(value, `${siteUrl}/`)) return value;
  const url = new URL(value, `${siteUrl}/`);
  const hop = url.origin === new URL(siteUrl).origin ? redirectOfPath(url.pathname) : null;
  return hop ? withQuery(hop.target, url.search) : value;
}
