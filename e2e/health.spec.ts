import { expect, test } from './fixtures';

/**
 * `/api/health` (readiness) and `/api/health/live` (liveness) for load balancers and orchestrators
 * (docs/operations.md, "Probes and shutdown"): answered by the adapter, never cached, with the
 * security headers; readiness 200 while the site admits work and reaches its outbox (the 503
 * while shedding is shown by scripts/soak.mjs under a burst, while draining by
 * e2e/graceful-shutdown.spec.ts, every reason by server/readiness.test.ts).
 */
test('/api/health answers 200 with the admission figures, never cached', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  const body = (await response.json()) as { status: string; reasons: string[]; running: number; waiting: number; limit: number };
  expect(body).toEqual({ status: 'ok', reasons: [], running: expect.any(Number), waiting: expect.any(Number), limit: expect.any(Number) });
  expect(body.limit).toBeGreaterThanOrEqual(2);
});

test('/api/health/live answers 200, never cached', async ({ request }) => {
  const response = await request.get('/api/health/live');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.json()).toEqual({ status: 'ok' });
});
