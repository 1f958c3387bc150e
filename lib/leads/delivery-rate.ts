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
  /** Take the next slot if it is free now (0), else the ms until it is. */
  tryTake(): Promise<number>;
};

export const slotMs = (maxPerSecond: number) => Math.ceil(1_100 / maxPerSecond);

export function localDeliveryRate(maxPerSecond: number, clock: () => number = Date.now): DeliveryRate {
  const interval = slotMs(maxPerSecond);
  let next = 0;
  return {
    async tryTake() {
      const now = clock();
      if (now < next) return next - now;
      next = now + interval;
      return 0;
    },
  };
}

const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local nextAt = tonumber(redis.call('GET', KEYS[1]) or '0')
if now < nextAt then return nextAt - now end
redis.call('SET', KEYS[1], now + tonumber(ARGV[1]), 'PX', tonumber(ARGV[1]) + 1000)
return 0`;

export function redisDeliveryRate(redis: Redis, maxPerSecond: number, key = 'leads:delivery-slot'): DeliveryRate {
  const interval = slotMs(maxPerSecond);
  const local = localDeliveryRate(maxPerSecond);
  let degraded = false;
  return {
    async tryTake() {
      try {
        const wait = Number(await redis.eval(TAKE, 1, key, interval));
        degraded = false;
        return wait;
      } catch (error) {
        if (!degraded) logger.warn('lead.rate_local', { reason: String(error).slice(0, 200) });
        degraded = true;
        return local.tryTake();
      }
    },
  };
}

/** Wait for a slot. */
export async function takeSlot(rate: DeliveryRate): Promise<void> {
  for (;;) {
    const wait = await rate.tryTake();
    if (wait <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
