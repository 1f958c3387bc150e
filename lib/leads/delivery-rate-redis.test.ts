/**
 * @jest-environment node
 *
 * The delivery rate shared through a real Redis (Debian's package, started by the project's
 * script): two rates on two connections stand for two site instances.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { setUpRedis } from '@/test/redis';
import { redisDeliveryRate, slotMs, takeSlot } from './delivery-rate';

const redis = setUpRedis();

describe('delivery rate with Redis', () => {
  it('is one sequence of slots for every instance', async () => {
    const perSecond = 50;
    const a = redisDeliveryRate(await redis.connect(), perSecond, 'test:slot');
    const b = redisDeliveryRate(await redis.connect(), perSecond, 'test:slot');
    const slots = await Promise.all([a, b, a, b, a, b, a, b].map((rate) => takeSlot(rate)));
    const sorted = [...slots].sort((x, y) => x - y);
    const gaps = sorted.slice(1).map((t, i) => t - (sorted[i] ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(slotMs(perSecond));
  });

  it('falls back to a local sequence while Redis is down', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rate = redisDeliveryRate(await redis.connect(false), 50);
    const first = await takeSlot(rate);
    const second = await takeSlot(rate);
    expect(second - first).toBeGreaterThanOrEqual(slotMs(50));
    warn.mockRestore();
  });
});
