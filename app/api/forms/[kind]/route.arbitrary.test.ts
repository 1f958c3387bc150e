/**
 * @jest-environment node
 *
 * Arbitrary bodies, kinds and content types straight into the form route's handler, against the
 * embedded content service: whatever arrives, the answer is a 4xx without a stack trace, never a
 * 5xx. The targeted faults, each with its expected status, are route.fuzz.test.ts's.
 */
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { setUpFormRoute } from '@/test/form-route';

// TRUST_PROXY=1, as the e2e site runs: X-Forwarded-For names the client (one address per case).
const route = setUpFormRoute({ trustProxy: 1 });

function post(kind: string, headers: Record<string, string>, body: string) {
  return route.post(kind, new Headers(headers), body);
}

describe('150 arbitrary bodies, kinds and content types (seed 20261122)', () => {
  it('each get a clear 4xx, never a 5xx or a stack trace', async () => {
    const json = fc.jsonValue({ maxDepth: 3 });
    const body = fc.oneof(
      json.map((v) => JSON.stringify(v)),
      fc.record({ formId: fc.string(), pathname: fc.oneof(fc.string(), fc.constant('/contacto')), values: json, token: fc.oneof(fc.integer(), fc.string()), website: fc.string() }).map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 2_000 }),
    );
    const kind = fc.constantFrom('lead', 'potential', 'landing', 'webcase', 'subscription', 'nope', '..%2F');
    const samples = fc.sample(fc.tuple(kind, body, fc.constantFrom('application/json', 'text/plain', 'multipart/form-data')), { numRuns: 150, seed: 20261122 });
    const statuses = new Map<number, number>();
    for (const [i, [k, payload, type]] of samples.entries()) {
      const res = await post(k, { 'content-type': type, 'idempotency-key': i % 3 ? randomUUID() : 'x', 'x-forwarded-for': `198.51.100.${i % 250}` }, payload);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(res.status).toBeLessThan(500);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await res.text()).not.toMatch(/at .*\.(js|ts):\d+/);
    }
    console.log('hostile submission statuses', Object.fromEntries(statuses));
  }, 60_000);
});
