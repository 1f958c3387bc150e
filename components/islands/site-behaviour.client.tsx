'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { loadOnce } from '@/lib/browser/load-once';
import { anchorScrollTop, DEFAULT_HEADER_HEIGHT } from '@/lib/links/anchor-scroll';
import { useInAppLinks } from './use-in-app-links';

const loadCapture = loadOnce(() => import('./campaign-capture'));

/** How long a back/forward waits for the hashchange of a fragment-only traversal. */
const FRAGMENT_GRACE_MS = 50;

/**
 * Site-wide browser behaviour: the phone menu closed by a navigation (and a navigation that
 * rendered no page done again as a document), campaign capture for pages
 * served from a cache (proxy.ts already did it when the request reached the site), storage
 * mirrors, content reload on back/forward (and the top of the page when it has a form; a fragment
 * change within the page is no reload), `#anchor` links offset by the sticky header, and in-app
 * links (lib/links/in-app.ts) opened by the router, their page fetched as soon as the pointer or
 * the focus is on them.
 */
export function SiteBehaviour() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();

  // Each URL's campaign, in the order of the navigations (one module promise).
  const arrived = useRef(true);
  useEffect(() => {
    const onArrival = arrived.current;
    arrived.current = false;
    if (!onArrival) {
      // A navigation closes the phone menu (nav-toggle.client.tsx); one opened before hydration stays open.
      document.querySelector<HTMLElement>(':popover-open')?.hidePopover();
      // One that committed no page (the router can wait on a prefetch of it that then fails) loads
      // it as a document: the server's answer is the page or its outage page (decision 0037).
      const main = document.getElementById('main');
      if (main && !main.firstElementChild) window.location.reload();
    }
    const search = searchParams.toString();
    loadCapture().then(
      (m) => m.captureCampaign(search, onArrival),
      () => undefined, // offline: the next navigation tries again
    );
  }, [pathname, searchParams]);

  useEffect(() => {
    // A traversal between entries of one document that differ only in their fragment (a jump
    // to "#top" and back) fires popstate and then hashchange; it is no navigation and reloads
    // nothing. The refresh waits a moment so that the hashchange can call it off. (The router
    // renders a traversed page before popstate, so its pathname cannot tell the two apart.)
    let pending: number | undefined;
    const onPopState = () => {
      window.clearTimeout(pending);
      pending = window.setTimeout(() => {
        router.refresh();
        // Back onto a form page: a fresh form (success reset), seen from the top (rules §2).
        if (document.querySelector('form[data-form-id]')) window.scrollTo(0, 0);
      }, FRAGMENT_GRACE_MS);
    };
    const onHashChange = () => window.clearTimeout(pending);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.clearTimeout(pending);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [router]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
      const hash = anchor?.getAttribute('href') ?? '';
      if (hash.length <= 1) return;
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      event.preventDefault();
      const header = document.getElementById('site-header')?.offsetHeight ?? DEFAULT_HEADER_HEIGHT;
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: anchorScrollTop(target.getBoundingClientRect().top, window.scrollY, header), behavior: smooth ? 'smooth' : 'auto' });
      history.pushState(null, '', hash);
      window.dispatchEvent(new CustomEvent('site:anchor', { detail: { id: target.id } }));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useInAppLinks(router);

  return null;
}
