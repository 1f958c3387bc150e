/**
 * Which clicks on a plain `<a>` open an in-app route (rules §2 "Starting with /: in-app route").
 * The site renders every link as a plain anchor, and one delegated listener
 * (components/islands/use-in-app-links.ts) hands these to the router instead of `next/link`,
 * which would weigh on every page's first load (decision 0029).
 */

/** What a click carries that decides whether the browser keeps it. */
export type ClickLike = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>;

/** What an anchor carries that decides where it goes (an `HTMLAnchorElement` has all of it). */
export type AnchorLike = Pick<HTMLAnchorElement, 'origin' | 'pathname' | 'search' | 'hash' | 'target'> & {
  hasAttribute(name: string): boolean;
};

/** A file (`.pdf`, `.xml`…) or the site's own machinery is not a page the router can render. */
const NOT_A_PAGE = /\.[a-z0-9]+$|^\/(?:api|_next|_site)\//i;

/**
 * The in-app URL (path, query, fragment) that `anchor` opens, or null when the browser should
 * follow it itself: another origin, a new tab or window, a download, a file (by its extension or
 * `data-file`, a CMS button's file), or a jump within the same document.
 */
export function inAppHref(anchor: AnchorLike, here: Pick<Location, 'origin' | 'pathname' | 'search'>): string | null {
  if (anchor.origin !== here.origin || anchor.hasAttribute('download') || anchor.hasAttribute('data-file')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (NOT_A_PAGE.test(anchor.pathname)) return null;
  if (anchor.hash && anchor.pathname === here.pathname && anchor.search === here.search) return null;
  return anchor.pathname + anchor.search + anchor.hash;
}

/** A plain primary click the page may take over (a modified one opens a tab or a window). */
export function isPlainClick(event: ClickLike): boolean {
  return event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
