import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { VisitQueue, type Visit } from './visit-queue';

/** Many beacons make few upstream calls: they are batched. */
describe('VisitQueue', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const visit = (i: number): Visit => ({ path: `/p/${i}`, date: '2026-11-22T12:00:00.000Z' });

  it('sends 3,000 views in batches of 100, one call at a time', async () => {
    const batches: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const queue = new VisitQueue({
      maxQueued: 5_000,
      send: async (batch) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await Promise.resolve();
        batches.push(batch.length);
        inFlight -= 1;
      },
    });
    for (let i = 0; i < 3_000; i++) queue.add(visit(i));
    await queue.flush();
    expect(batches).toHaveLength(30);
    expect(batches.every((n) => n === 100)).toBe(true);
    expect(maxInFlight).toBe(1);
  });

  it('sends a lone view after the flush interval', async () => {
    const sent: Visit[][] = [];
    const queue = new VisitQueue({ flushMs: 1_000, send: async (batch) => void sent.push(batch) });
    queue.add(visit(1));
    queue.add(visit(2));
    expect(sent).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([[visit(1), visit(2)]]);
  });

  it('keeps at most maxQueued views while the service is slow, dropping (and counting) the rest', async () => {
    let release: () => void = () => undefined;
    const drops: [number, string][] = [];
    const queue = new VisitQueue({
      maxQueued: 50,
      maxBatch: 10,
      send: () => new Promise<void>((resolve) => (release = resolve)),
      onDrop: (count, reason) => drops.push([count, reason]),
    });
    const accepted = Array.from({ length: 200 }, (_, i) => queue.add(visit(i))).filter(Boolean).length;
    expect(queue.size).toBeLessThanOrEqual(50);
    expect(accepted).toBeLessThan(200);
    expect(queue.dropped).toBe(200 - accepted);
    expect(drops.every(([, reason]) => reason === 'full')).toBe(true);
    release();
  });

  it('drops a failed batch instead of retrying it forever', async () => {
    const reasons: string[] = [];
    const queue = new VisitQueue({ maxBatch: 5, send: () => Promise.reject(new Error('503')), onDrop: (_n, reason) => reasons.push(reason) });
    for (let i = 0; i < 12; i++) queue.add(visit(i));
    await queue.flush();
    expect(queue.size).toBe(0);
    expect(queue.dropped).toBe(12);
    expect(reasons).toEqual(['failed', 'failed', 'failed']);
  });
});
