import { SCROLL_TICK_MS, scrollTopSteps } from '@/lib/layout/scroll-top';

/**
 * Scroll back to the top in growing steps (rules §9: +80 px each 1 ms), instantly under
 * prefers-reduced-motion, then move focus to the main content for keyboard and screen readers.
 */
export function scrollToTop() {
  const done = () => document.getElementById('main')?.focus({ preventScroll: true });
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    done();
    return;
  }
  const steps = scrollTopSteps(window.scrollY);
  let i = 0;
  const timer = window.setInterval(() => {
    const y = steps[i++];
    if (y === undefined) {
      window.clearInterval(timer);
      done();
      return;
    }
    window.scrollTo(0, y);
  }, SCROLL_TICK_MS);
}
