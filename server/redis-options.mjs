// @ts-check
// How every Redis connection of the site behaves (the cache handler, the submission rate limit,
// the lead delivery rate): it never queues commands while disconnected and never retries one, so
// a command fails within a second and its caller falls back to local state; it keeps
// reconnecting in the background, at most every 2 s.
/** @type {Readonly<import('ioredis').RedisOptions>} */
export const FAIL_FAST_REDIS = Object.freeze({
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 1_000,
  commandTimeout: 1_000,
  retryStrategy: (/** @type {number} */ times) => Math.min(times * 200, 2_000),
});

/** Every Redis client of the process, on a process-wide slot (Next's bundles and the cache handler share it). */
const CLIENTS = Symbol.for('university-site.redis-clients');
const clients = () => (/** @type {Record<symbol, Set<import('ioredis').Redis>>} */ (globalThis)[CLIENTS] ??= new Set());

/** Keep `client` to be closed when the process shuts down. @param {import('ioredis').Redis} client */
export function closeAtShutdown(client) {
  clients().add(client);
}

/**
 * Close every client kept: QUIT where connected (its replies arrive first), dropped otherwise
 * (nothing queues while disconnected). Resolves with how many were closed.
 */
export async function closeRedisClients() {
  const all = [...clients()];
  clients().clear();
  await Promise.all(all.map((client) => (client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect())));
  return all.length;
}
