import { expect, test } from './fixtures';

/**
 * `/api/health` for load balancers and orchestrators (docs/decisions/0009-admission-control.md):
 * answered by the adapter, never cached, with the security headers; 200 while the site admits
 * work (the 503 while shedding is shown by scripts/soak.mjs under a burst, and the gate by
 * server/admission.test.ts).
 */
test('/api/health answers 200 with the admission figures, never cached', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  const body = (await response.json()) as { status: string; running: number; waiting: number; limit: number };
  expect(body).toEqual({ status: 'ok', running: expect.any(Number), waiting: expect.any(Number), limit: expect.any(Number) });
  expect(body.limit).toBeGreaterThanOrEqual(2);
});
