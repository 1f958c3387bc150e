import { Redis } from 'ioredis';
import { logger } from '@/lib/log';

/**
 * The process's Redis connection (REDIS_URL), shared by the submission rate limit and the lead
 * delivery rate. It never queues commands while disconnected: a command then fails at once and
 * its caller falls back to its local state, so that an outage costs visitors nothing. It keeps
 * reconnecting in the background; the outage and the recovery are logged once each.
 */
const KEY = Symbol.for('university-site.redis');
type Holder = { [KEY]?: Map<string, Redis> };

export function sharedRedis(url: string): Redis {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Map();
  const existing = holder[KEY].get(url);
  if (existing) return existing;
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn('redis.unavailable', { reason: error.message });
  });
  client.on('ready', () => {
    if (down) logger.info('redis.recovered');
    down = false;
  });
  holder[KEY].set(url, client);
  return client;
}
