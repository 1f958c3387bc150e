import type { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { inAppHref, isPlainClick } from '@/lib/links/in-app';

type Router = ReturnType<typeof useRouter>;

/**
 * The whole page, not its loading boundary: the site has none, so the router's default prefetch
 * fetches nothing for a page that is not yet cached. Asked only for a link about to be opened.
 */
const WHOLE_PAGE = { kind: 'full' } as unknown as NonNullable<Parameters<Router['prefetch']>[1]>;

/** A mouse that rests this long on a link means it (a pointer crossing the menu does not). */
const HOVER_INTENT_MS = 65;

/**
 * In-app links (lib/links/in-app.ts) opened by the router, as `next/link` would: a plain click
 * pushes the route; the page is fetched when a finger lands on the link, the keyboard focuses it
 * or the mouse rests on it, so that the click finds it ready.
 */
export function useInAppLinks(router: Router) {
  useEffect(() => {
    const hrefOf = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      return anchor instanceof HTMLAnchorElement ? inAppHref(anchor, window.location) : null;
    };
    const fetched = new Set<string>();
    const prefetch = (href: string | null) => {
      if (href === null || fetched.has(href)) return;
      fetched.add(href);
      router.prefetch(href, WHOLE_PAGE);
    };
    let resting: number | undefined;
    const onPointerOver = (event: PointerEvent) => {
      window.clearTimeout(resting);
      const href = hrefOf(event);
      if (event.pointerType === 'mouse') resting = window.setTimeout(() => prefetch(href), HOVER_INTENT_MS);
      else prefetch(href);
    };
    const onPointerOut = () => window.clearTimeout(resting);
    const onFocusIn = (event: FocusEvent) => prefetch(hrefOf(event));
    // Registered after React's own listener on the document: a handler that took the click first wins.
    const onClick = (event: MouseEvent) => {
      const href = isPlainClick(event) ? hrefOf(event) : null;
      if (href === null) return;
      event.preventDefault();
      router.push(href);
    };
    const listeners = [
      ['pointerover', onPointerOver],
      ['pointerout', onPointerOut],
      ['focusin', onFocusIn],
      ['click', onClick],
    ] as const;
    for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener);
    return () => {
      window.clearTimeout(resting);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener);
    };
  }, [router]);
}
