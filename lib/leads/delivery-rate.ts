import type { Redis } from 'ioredis';
import { logger } from '@/lib/log';

/**
 * The bound on lead deliveries per second (LEADS_MAX_PER_SECOND), so that a CRM coming back
 * after an outage receives the backlog at a steady pace, not thousands of leads in one second.
 * Each delivery takes a slot: slots are at least `1.1 / maxPerSecond` s apart (the 10% keeps
 * the bound as the CRM sees it, despite network jitter). With Redis the slots are shared by
 * every instance (one key, Redis's own clock, an atomic script); without it, or while Redis is
 * unreachable, each process keeps its own.
 */
export type DeliveryRate = {
  /** Take the next slot if it is free now (`waitMs` 0, `at` its time), else the ms until it is. */
  tryTake(): Promise<{ waitMs: number; at: number }>;
};

export const slotMs = (maxPerSecond: number) => Math.ceil(1_100 / maxPerSecond);

export function localDeliveryRate(maxPerSecond: number, clock: () => number = Date.now): DeliveryRate {
  const interval = slotMs(maxPerSecond);
  let next = 0;
  return {
    async tryTake() {
      const now = clock();
      if (now < next) return { waitMs: next - now, at: now };
      next = now + interval;
      return { waitMs: 0, at: now };
    },
  };
}

const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local nextAt = tonumber(redis.call('GET', KEYS[1]) or '0')
if now < nextAt then return {nextAt - now, now} end
redis.call('SET', KEYS[1], now + tonumber(ARGV[1]), 'PX', tonumber(ARGV[1]) + 1000)
return {0, now}`;

export function redisDeliveryRate(redis: Redis, maxPerSecond: number, key = 'leads:delivery-slot'): DeliveryRate {
  const interval = slotMs(maxPerSecond);
  const local = localDeliveryRate(maxPerSecond);
  let degraded = false;
  return {
    async tryTake() {
      try {
        const [waitMs, at] = (await redis.eval(TAKE, 1, key, interval)) as [number, number];
        degraded = false;
        return { waitMs: Number(waitMs), at: Number(at) };
      } catch (error) {
        if (!degraded) logger.warn('lead.rate_local', { reason: String(error).slice(0, 200) });
        degraded = true;
        return local.tryTake();
      }
    },
  };
}

/** Wait for a slot; resolves with its time (by the clock of the limiter: Redis's when shared). */
export async function takeSlot(rate: DeliveryRate): Promise<number> {
  for (;;) {
    const { waitMs, at } = await rate.tryTake();
    if (waitMs <= 0) return at;
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}
