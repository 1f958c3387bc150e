import { Redis } from 'ioredis';
import { logger } from '@/lib/log';
import { redisFallback } from '@/server/metrics.mjs';
import { closeAtShutdown, FAIL_FAST_REDIS } from '@/server/redis-options.mjs';
import { outsideRequest } from '@/server/request-context.mjs';

/**
 * The process's Redis connection (REDIS_URL), shared by the submission rate limit and the lead
 * delivery rate, failing fast (`FAIL_FAST_REDIS`) so that an outage costs visitors nothing: a
 * caller falls back to its local state. The outage and the recovery are logged once each.
 */
const KEY = Symbol.for('university-site.redis');
type Holder = { [KEY]?: Map<string, Redis> };

export function sharedRedis(url: string): Redis {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Map();
  const existing = holder[KEY].get(url);
  if (existing) return existing;
  // Made by whichever request first needs it, it serves them all: its events belong to none.
  const client = outsideRequest(() => new Redis(url, { ...FAIL_FAST_REDIS }));
  closeAtShutdown(client);
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    redisFallback('shared', true);
    logger.warn('redis.unavailable', { reason: error.message });
  });
  client.on('ready', () => {
    if (down) {
      logger.info('redis.recovered');
      redisFallback('shared', false);
    }
    down = false;
  });
  holder[KEY].set(url, client);
  return client;
}
