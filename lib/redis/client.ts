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

/**
 * Connect the shared client at start and wait for it, at most `ms`: the submission limit then
 * counts in Redis from the first request, instead of counting its first requests in the
 * process's own fallback and the rest in Redis (a split that lets a client past the limit).
 * A Redis that does not answer in time leaves the site on its fallbacks, as any outage does.
 */
export function connectSharedRedis(url: string, ms = 2_000): Promise<void> {
  const client = sharedRedis(url);
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref?.();
    client.once('ready', done);
  });
}
