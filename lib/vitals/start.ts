/** One measurement per document: a client-side navigation keeps measuring the page it arrived on. */
let started = false;

/**
 * Field data from the visitor's browser (lib/vitals/browser.ts): the measuring code is its own
 * chunk, imported once the page has loaded and the browser is idle, never in the first load.
 */
export function startFieldVitals(pageType: string) {
  if (started) return;
  started = true;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => void import('./browser').then((m) => m.measurePageView(pageType)), { timeout: 2_000 });
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
