'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { mirrorCampaign, readCookie, writeCookie } from '@/lib/browser/storage';
import { anchorScrollTop, DEFAULT_HEADER_HEIGHT, isSameDocument } from '@/lib/links/classify';
import { campaignCookieWrites } from '@/lib/tracking/capture';
import { readCampaign } from '@/lib/tracking/campaign';

/**
 * Site-wide browser behaviour: campaign capture for pages served from a cache (proxy.ts already
 * did it when the request reached the site), storage mirrors, content reload on back/forward
 * (and the top of the page when it has a form; a fragment change within the page is no reload),
 * and `#anchor` links offset by the sticky header.
 */
export function SiteBehaviour() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    const campaign = readCampaign(new URLSearchParams(searchParams.toString()));
    const alreadyCaptured = campaign && Object.entries(campaign).every(([k, v]) => readCookie(k) === v);
    if (!alreadyCaptured) {
      const writes = campaignCookieWrites(new URLSearchParams(searchParams.toString()), readCookie, navigator.userAgent, new Date());
      for (const w of writes) writeCookie(w.name, w.value, w.maxAge);
    }
    mirrorCampaign();
  }, [pathname, searchParams]);

  // The rendered document (path and query, from the router: location.href may not be updated
  // yet when this effect runs); popstate compares the URL it goes to against it.
  const documentUrl = useRef<string | null>(null);
  useEffect(() => {
    const query = searchParams.toString();
    documentUrl.current = query ? `${pathname}?${query}` : pathname;
  }, [pathname, searchParams]);

  useEffect(() => {
    // Capture phase: this runs before the router's own popstate listener renders the restored
    // page, so documentUrl is still the page being left.
    const onPopState = () => {
      const from = documentUrl.current;
      if (from !== null && isSameDocument(from, window.location.href)) return;
      // After the router has restored the page: refresh that page, not the one being left.
      window.setTimeout(() => {
        router.refresh();
        // Back onto a form page: a fresh form (success reset), seen from the top (spec §2).
        if (document.querySelector('form[data-form-id]')) window.scrollTo(0, 0);
      }, 0);
    };
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => window.removeEventListener('popstate', onPopState, { capture: true });
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

  return null;
}
