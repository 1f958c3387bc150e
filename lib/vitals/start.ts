import { whenIdle } from '@/lib/browser/idle';

/** One measurement per document: a client-side navigation keeps measuring the page it arrived on. */
let started = false;

/**
 * Field data from the visitor's browser (lib/vitals/browser.ts): the measuring code is its own
 * chunk, imported once the page has loaded and the browser is idle, never in the first load.
 */
export function startFieldVitals(pageType: string) {
  if (started) return;
  started = true;
  const start = () => whenIdle(() => void import('./browser').then((m) => m.measurePageView(pageType)));
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
