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
