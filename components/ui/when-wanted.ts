/** The longest the browser's idle time is waited for once the page has loaded. */
const IDLE_WAIT_MS = 2_000;

/**
 * Resolves once the part of the page matching `selector` is wanted: an element of it comes within
 * a screen's height of the viewport (unless `near` is false: a part the first screen shows), or the
 * visitor first focuses or presses inside one, or the page has loaded and the browser is idle (so
 * that a visitor who loses the network afterwards still has the code). At once on the server. For
 * code the first paint can do without (components/blocks/lazy.client.tsx).
 */
export function whenWanted(selector: string, near = true): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '100% 0px' });
    const touched = (event: Event) => event.target instanceof Element && event.target.closest(selector) && done();
    const events = ['focusin', 'pointerdown'] as const;
    const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(done, { timeout: IDLE_WAIT_MS }) : window.setTimeout(done, IDLE_WAIT_MS));
    function done() {
      observer.disconnect();
      for (const type of events) document.removeEventListener(type, touched, true);
      window.removeEventListener('load', idle);
      resolve();
    }
    for (const type of events) document.addEventListener(type, touched, true);
    if (near) for (const element of document.querySelectorAll(selector)) observer.observe(element);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
