import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { LruCache } from '@/lib/cache/lru';
import { logger } from '@/lib/log';
import { sharedRedis } from '@/lib/redis/client';
import { REFUSAL_TTL_S } from './refused-form';
import type { FormRefusalView } from './without-scripts';

/**
 * Refusals waiting for their page (refused-form.ts): the form route keeps one under a random id
 * and sends the browser to its page with the id in a cookie; the page reads it back, on whichever
 * instance the GET lands. With REDIS_URL every instance sees the same refusals, without it the
 * process's memory holds them (one instance), as the staff sessions are kept
 * (lib/staff/session-store.ts). A refusal is the visitor's personal data: it never travels in a
 * URL, lives REFUSAL_TTL_S, and is bounded in count and in bytes (its values are already cut to
 * their fields' lengths, refusal-page.ts). Redis unreachable keeps nothing: the route answers its
 * short document instead, and a page finds no refusal.
 */
export type RefusalStore = {
  /** The id `view` is kept under, or null when it could not be kept (too large, Redis unreachable). */
  keep(view: FormRefusalView): Promise<string | null>;
  /** The refusal kept under `id`, while it lives; null for anything else, a forged id included. */
  find(id: string | null | undefined): Promise<FormRefusalView | null>;
  drop(id: string | null | undefined): Promise<void>;
};

const MAX_COUNT = 500;
const MAX_ENTRY_BYTES = 16 * 1024;
const MAX_BYTES = 2 * 1024 * 1024;

const newId = () => randomBytes(18).toString('base64url');
const isId = (id: string | null | undefined): id is string => typeof id === 'string' && /^[\w-]{24}$/.test(id);

export function memoryRefusalStore(clock = () => Date.now()): RefusalStore {
  const kept = new LruCache<string, string>({ max: MAX_COUNT, ttlMs: REFUSAL_TTL_S * 1000, maxSize: MAX_BYTES, sizeOf: (json) => Buffer.byteLength(json), clock });
  return {
    keep: async (view) => {
      const json = JSON.stringify(view);
      if (Buffer.byteLength(json) > MAX_ENTRY_BYTES) return null;
      const id = newId();
      kept.set(id, json);
      return id;
    },
    find: async (id) => {
      const json = isId(id) ? kept.get(id) : undefined;
      return json === undefined ? null : (JSON.parse(json) as FormRefusalView);
    },
    drop: async (id) => void (isId(id) && kept.delete(id)),
  };
}

const INDEX = 'form-refusals';
const PREFIX = 'form-refusal:';

/**
 * Keep one refusal (KEYS[2], the id ARGV[2]) for ARGV[3] ms among at most ARGV[4]: the index
 * (KEYS[1]) orders them by when they were kept, in microseconds of Redis's clock (written out in
 * full: Lua would round them), the expired leave it and the oldest go first, so Redis holds at
 * most MAX_COUNT × MAX_ENTRY_BYTES of them.
 */
const KEEP = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local ttl, max = tonumber(ARGV[3]), tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', string.format('%.0f', now - ttl * 1000))
while redis.call('ZCARD', KEYS[1]) >= max do
  redis.call('DEL', ARGV[1] .. redis.call('ZPOPMIN', KEYS[1])[1])
end
redis.call('ZADD', KEYS[1], string.format('%.0f', now), ARGV[2])
redis.call('PEXPIRE', KEYS[1], ttl)
redis.call('SET', KEYS[2], ARGV[5], 'PX', ttl)`;

export function redisRefusalStore(redis: Redis): RefusalStore {
  return {
    keep: async (view) => {
      const json = JSON.stringify(view);
      if (Buffer.byteLength(json) > MAX_ENTRY_BYTES) return null;
      const id = newId();
      try {
        await redis.eval(KEEP, 2, INDEX, PREFIX + id, PREFIX, id, REFUSAL_TTL_S * 1000, MAX_COUNT, json);
        return id;
      } catch (error) {
        logger.warn('form.refusal_not_kept', { reason: String(error).slice(0, 200) });
        return null;
      }
    },
    find: async (id) => {
      const json = isId(id) ? await redis.get(PREFIX + id).catch(() => null) : null;
      return json === null ? null : (JSON.parse(json) as FormRefusalView);
    },
    drop: async (id) => {
      if (isId(id)) await redis.multi().del(PREFIX + id).zrem(INDEX, id).exec().catch(() => undefined);
    },
  };
}

const KEY = Symbol.for('university-site.form-refusals');

/** One store per process, whichever module graph (route, page) asks first. */
export function processRefusalStore(redisUrl: string | undefined): RefusalStore {
  const holder = globalThis as { [KEY]?: RefusalStore };
  holder[KEY] ??= redisUrl ? redisRefusalStore(sharedRedis(redisUrl)) : memoryRefusalStore();
  return holder[KEY];
}
