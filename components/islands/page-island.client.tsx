'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { whenIdle } from '@/lib/browser/idle';
import type { ProgramOffer } from '@/lib/content/schema';
import { startFieldVitals } from '@/lib/vitals/start';

/**
 * The page's client half: counts the view once (a beacon to the site's own route, so cached
 * pages count too and the page never waits; a path with no page is no visit), stores the page's
 * programOffer and sends the form submissions kept in the browser after a network failure;
 * measures the page view's field data under its page type (lib/vitals/page-type.ts), the
 * not-found page's too.
 */
export function PageIsland({ programOffer, pageType }: { programOffer?: ProgramOffer; pageType: string }) {
  const pathname = usePathname();
  const counted = useRef<string | null>(null);

  useEffect(() => {
    if (pageType === 'notFound' || counted.current === pathname) return;
    counted.current = pathname;
    const body = JSON.stringify({ path: pathname });
    if (!navigator.sendBeacon?.('/api/visits', new Blob([body], { type: 'application/json' }))) {
      void fetch('/api/visits', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } });
    }
  }, [pathname, pageType]);

  useEffect(() => startFieldVitals(pageType), [pageType]);

  // Storing the offer can wait for hydration: its helpers are a small chunk of their own, not first-load code.
  useEffect(() => {
    if (programOffer) void import('@/lib/browser/storage').then((storage) => storage.storeProgramOffer(programOffer), () => undefined);
  }, [programOffer]);

  // A form kept in the browser after a network failure is sent when the visitor returns to any
  // page; a page with a form sends it itself (to show its own success). The sender loads once
  // the page is idle: it is no part of the first screen.
  useEffect(() => {
    if (document.querySelector('form[data-form-id]')) return;
    let stop: (() => void) | undefined;
    let left = false;
    whenIdle(
      () =>
        void import('@/lib/forms/pending-sender').then(
          (sender) => {
            if (!left) stop = sender.watchPendingSubmissions();
          },
          () => undefined, // the next page tries again
        ),
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname]);

  return null;
}
