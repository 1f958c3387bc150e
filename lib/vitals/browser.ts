/**
 * The browser's half of the field data, imported once the page has loaded (components/islands/
 * field-vitals.client.tsx): web-vitals measures the page view, and when the page is hidden its
 * final values go to the visit beacon in one request: page type, connection type, metrics. No
 * cookie, no identifier. A page restored from the back/forward cache is a new view, measured anew.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

type Connection = { effectiveType?: string };

export function measurePageView(page: string) {
  let metrics: Partial<Record<Metric['name'], number>> = {};
  let sent = false;
  const record = (metric: Metric) => {
    metrics[metric.name] = metric.value;
  };
  // Every change is kept (reportAllChanges), and only the last value is sent: web-vitals may
  // settle INP from an idle callback that runs after its own hidden report.
  const all = { reportAllChanges: true };
  onLCP(record, all);
  onINP(record, all);
  onCLS(record, all);
  onTTFB(record, all);

  // On visibilitychange → hidden, after web-vitals' own listeners (capture phase), so its last
  // values are in. Not on pagehide: leaving a page fires pagehide first, before web-vitals has
  // finalised LCP, CLS and INP, which it does on the visibilitychange that follows.
  const send = () => {
    if (sent || Object.keys(metrics).length === 0) return;
    sent = true;
    const connection = (navigator as Navigator & { connection?: Connection }).connection?.effectiveType;
    const body = JSON.stringify({ vitals: { page, ...(connection ? { connection } : {}), metrics } });
    if (!navigator.sendBeacon?.('/api/visits', new Blob([body], { type: 'application/json' }))) {
      void fetch('/api/visits', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } });
    }
  };
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    metrics = {};
    sent = false;
  });
}
