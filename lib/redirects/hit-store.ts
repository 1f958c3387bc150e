import type { Redis } from 'ioredis';
import { logger } from '@/lib/log';
import { dayOf, KEPT_DAYS, localHits, restorePending, takePending, windowSums, type DayCounts, type HitCounts } from './hits';

/**
 * The redirects' hits summed over every instance (docs/redirects.md): each process sends the
 * hits it counted (lib/redirects/hits.ts) to one Redis hash per UTC day, kept as long as the
 * longest window, and reads the days back to sum them. Without REDIS_URL, or while Redis is
 * unreachable, the workbench shows this process's own counts, and says so.
 */
const PREFIX = 'redirect-hits:';
const keyOf = (day: number) => `${PREFIX}${day}`;

export type SharedHits = { counts: Map<string, HitCounts>; shared: boolean };

/** Send this process's counts not yet sent; kept for the next try if Redis does not take them. */
export async function sendHits(redis: Redis): Promise<void> {
  const pending = takePending();
  if (pending.size === 0) return;
  const batch = redis.multi();
  for (const [day, counts] of pending) {
    for (const [from, count] of counts) batch.hincrby(keyOf(day), from, count);
    batch.expire(keyOf(day), (KEPT_DAYS + 1) * 86_400);
  }
  try {
    const answers = await batch.exec();
    const failed = answers?.find(([error]) => error);
    if (!answers || failed) throw failed?.[0] ?? new Error('transaction discarded');
  } catch (error) {
    restorePending(pending);
    logger.warn('redirects.hits_not_sent', { reason: String(error).slice(0, 200) });
  }
}

/** Every instance's hits over 7 and 30 days (this process's first sent), or this process's alone. */
export async function sharedHits(redis: Redis | undefined, now = Date.now()): Promise<SharedHits> {
  if (!redis) return { counts: localHits(now), shared: false };
  const today = dayOf(now);
  await sendHits(redis);
  try {
    const days = Array.from({ length: KEPT_DAYS }, (_, i) => today - i);
    const batch = redis.pipeline();
    for (const day of days) batch.hgetall(keyOf(day));
    const answers = (await batch.exec()) ?? [];
    const counted: DayCounts = new Map();
    answers.forEach(([error, fields], i) => {
      if (error) throw error;
      const counts = new Map(Object.entries(fields as Record<string, string>).map(([from, n]) => [from, Number(n)]));
      counted.set(days[i]!, counts);
    });
    return { counts: windowSums(counted, today), shared: true };
  } catch (error) {
    logger.warn('redirects.hits_local', { reason: String(error).slice(0, 200) });
    return { counts: localHits(now), shared: false };
  }
}
