'use client';

import { lazy, type ComponentProps } from 'react';
import { whenWanted } from '@/components/ui/when-wanted';
import { loadOnce } from '@/lib/browser/load-once';

type Islands = typeof import('./footer-islands');

/**
 * The footer's islands (its collapsible columns, the back-to-top controls) are no part of the
 * first screen: their code loads when the footer is wanted (when-wanted.ts: within a screen of
 * the viewport, touched, or the loaded page idle), as a lead form's does (decision 0024). Until
 * then React keeps the server's footer, whose links work; offline, until the network is back.
 */
const islands = loadOnce(() => whenWanted('footer').then(() => import('./footer-islands')));

function loaded(): Promise<Islands> {
  return islands().catch(() => new Promise<void>((online) => window.addEventListener('online', () => online(), { once: true })).then(loaded));
}

const LazyColumns = lazy(() => loaded().then((m) => ({ default: m.FooterColumns })));
const LazyBackToTop = lazy(() => loaded().then((m) => ({ default: m.BackToTop })));
const LazyBackToTopLink = lazy(() => loaded().then((m) => ({ default: m.BackToTopLink })));

// Components, not the lazy objects: a server component renders them through a client
// reference, which React resolves lazily itself, and a lazy may not resolve to another.
export function FooterColumns(props: ComponentProps<Islands['FooterColumns']>) {
  return <LazyColumns {...props} />;
}

export function BackToTop(props: ComponentProps<Islands['BackToTop']>) {
  return <LazyBackToTop {...props} />;
}

export function BackToTopLink(props: ComponentProps<Islands['BackToTopLink']>) {
  return <LazyBackToTopLink {...props} />;
}
