// @ts-check
// Next's incremental cache (rendered pages and route answers) and fetch cache in Redis, shared
// by every instance of the site (next.config.mjs sets it as `cacheHandler` when REDIS_URL is
// set; without it Next keeps its own in-memory cache).
// - Entries live under a prefix of the build, the university and the public origin, so a new
//   deploy or another university never reads them.
// - Tag revalidation is a timestamp per tag in one Redis hash: an entry whose tags were
//   revalidated after it was stored is a miss on every instance, which renders it afresh.
// - Redis down (or not yet connected): the same reads and writes go to a local in-memory LRU,
//   with one log line when it happens and one when Redis is back; visitors never see an error.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { logger } from './log.mjs';
import { redisFallback } from './metrics.mjs';
import { closeAtShutdown, FAIL_FAST_REDIS } from './redis-options.mjs';

const TAGS_HEADER = 'x-next-cache-tags';
const TTL_S = 30 * 24 * 3600; // unused entries leave Redis after 30 days
// The 404 page of an unknown path is kept 10 minutes, enough for a crawler's revisits: a flood of
// unique unknown URLs must not fill Redis for a month (docs/decisions/0009-admission-control.md).
const NOT_FOUND_TTL_S = 600;
const DEFAULT_LOCAL_BYTES = 50 * 1024 * 1024;

/** @typedef {{ lastModified: number, value: any, tags: string[], cacheControl?: unknown }} CacheEntry */
/** @typedef {{ kind?: string, tags?: string[], softTags?: string[] }} GetContext */
/**
 * @typedef {object} CacheHandler
 * @property {(key: string, ctx?: GetContext) => Promise<CacheEntry | null>} get
 * @property {(key: string, value: unknown, ctx?: { tags?: string[], cacheControl?: unknown }) => Promise<void>} set
 * @property {(tags: string | string[]) => Promise<void>} revalidateTag
 * @property {() => void} resetRequestCache
 */
/** @typedef {{ new (ctx?: { maxMemoryCacheSize?: number, serverDistDir?: string }): CacheHandler, redis: Redis }} CacheHandlerClass */


/**
 * JSON that keeps Buffers (RSC payloads, route bodies) and Maps (segment data).
 * @param {unknown} value
 * @returns {string}
 */
export function serialize(value) {
  // `this[key]` is the value before Buffer#toJSON turned it into an array of numbers.
  return JSON.stringify(value, /** @this {any} @param {string} key @param {unknown} json */ function replace(key, json) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return json;
  });
}

/** @param {string} text @returns {any} */
export function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object') {
      if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
      if (Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}

/**
 * The tags an entry depends on: a fetch's own and implicit tags, or a page's tags header.
 * @param {any} value
 * @param {{ tags?: string[], softTags?: string[] }} [ctx]
 * @returns {string[]}
 */
export function entryTags(value, ctx = {}) {
  if (!value) return [];
  if (value.kind === 'FETCH') return [...new Set([...(ctx.tags ?? []), ...(ctx.softTags ?? []), ...(value.tags ?? [])])];
  const header = value.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/**
 * An entry is stale for good once one of its tags was revalidated after it was stored.
 * @type {(tags: string[], lastModified: number, tagTimes: Record<string, string | number>) => boolean}
 */
export const revalidatedSince = (tags, lastModified, tagTimes) => tags.some((tag) => Number(tagTimes[tag] ?? 0) > lastModified);

/** The tag of the not-found page's content (lib/content `pageTag('404')`): every path that leads to no page renders it. */
const NOT_FOUND_PAGE_TAG = 'page:404';

/**
 * How long Redis keeps an entry: a month, or 10 minutes for a page that renders the not-found
 * page (lib/page/page-at.ts), so that junk URLs do not stay.
 * @param {any} value
 */
export const ttlOf = (value) => (value?.kind === 'APP_PAGE' && (value.status === 404 || entryTags(value).includes(NOT_FOUND_PAGE_TAG)) ? NOT_FOUND_TTL_S : TTL_S);

/** A least-recently-used map bounded by the size of its serialized values. */
class LocalCache {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, { text: string }>} */
    this.entries = new Map();
    /** @type {Record<string, number>} tag revalidations recorded here */
    this.tags = {};
  }
  /** @param {string} key */
  get(key) {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.text;
  }
  /** @param {string} key @param {string} text */
  set(key, text) {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.text.length;
      this.entries.delete(key);
    }
    if (text.length > this.maxBytes) return;
    this.entries.set(key, { text });
    this.bytes += text.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.text.length;
    }
  }
}

/** @param {string | undefined} serverDistDir */
function buildId(serverDistDir) {
  const file = serverDistDir ? join(serverDistDir, '..', 'BUILD_ID') : '';
  return file && existsSync(file) ? readFileSync(file, 'utf8').trim() : 'dev';
}

/**
 * A cache handler class bound to one Redis (a site instance has one; tests make two). `prefix`
 * overrides the build/university/origin prefix; `redisOptions` are ioredis's.
 * @param {{ url: string, prefix?: string, localBytes?: number, redisOptions?: import('ioredis').RedisOptions }} options
 * @returns {CacheHandlerClass}
 */
export function createCacheHandler({ url, prefix, localBytes, redisOptions }) {
  const redis = new Redis(url, { ...FAIL_FAST_REDIS, ...redisOptions });
  closeAtShutdown(redis);
  /** @type {LocalCache} */
  let local;
  let down = false;
  /** @param {any} error */
  const degraded = (error) => {
    if (!down) {
      logger.warn('cache.redis_unavailable', { reason: String(error?.message ?? error).slice(0, 200), fallback: 'local' });
      redisFallback('cache', true);
    }
    down = true;
  };
  redis.on('error', degraded);
  redis.on('ready', () => {
    if (down) {
      logger.info('cache.redis_recovered');
      redisFallback('cache', false);
    }
    down = false;
  });

  return class RedisCacheHandler {
    static redis = redis;

    /** @param {{ maxMemoryCacheSize?: number, serverDistDir?: string }} [ctx] */
    constructor(ctx = {}) {
      local ??= new LocalCache(ctx.maxMemoryCacheSize || localBytes || DEFAULT_LOCAL_BYTES);
      this.prefix = prefix ?? `site:${buildId(ctx.serverDistDir)}:${process.env.UNIVERSITY ?? 'co'}:${process.env.SITE_URL ?? ''}:`;
    }

    /** @param {string} key @param {GetContext} [ctx] @returns {Promise<CacheEntry | null>} */
    async get(key, ctx) {
      let text;
      /** @type {Record<string, string | number>} */
      let tagTimes;
      try {
        if (redis.status !== 'ready') throw new Error(`redis ${redis.status}`);
        const replies = await redis.pipeline().get(this.prefix + key).hgetall(`${this.prefix}tags`).exec();
        const [[entryError, stored], [tagsError, times]] = /** @type {[[Error | null, string | null], [Error | null, Record<string, string>]]} */ (replies);
        if (entryError || tagsError) throw entryError ?? tagsError;
        text = stored ?? undefined;
        // Revalidations this instance recorded while Redis was away count too.
        tagTimes = { ...times };
        for (const [tag, at] of Object.entries(local.tags)) if (at > Number(tagTimes[tag] ?? 0)) tagTimes[tag] = at;
      } catch (error) {
        degraded(error);
        text = local.get(this.prefix + key);
        tagTimes = local.tags;
      }
      if (!text) return null;
      const entry = deserialize(text);
      if (revalidatedSince(entryTags(entry.value, ctx), entry.lastModified, tagTimes)) return null;
      return entry;
    }

    /** @param {string} key @param {unknown} value @param {{ tags?: string[], cacheControl?: unknown }} [ctx] */
    async set(key, value, ctx = {}) {
      /** @type {CacheEntry} */
      const entry = { lastModified: Date.now(), value, tags: entryTags(value, ctx) };
      if (ctx.cacheControl) entry.cacheControl = ctx.cacheControl;
      const text = serialize(entry);
      local.set(this.prefix + key, text);
      try {
        if (redis.status !== 'ready') throw new Error(`redis ${redis.status}`);
        await redis.set(this.prefix + key, text, 'EX', ttlOf(value));
      } catch (error) {
        degraded(error);
      }
    }

    /** @param {string | string[]} tags */
    async revalidateTag(tags) {
      const list = typeof tags === 'string' ? [tags] : tags;
      if (list.length === 0) return;
      const now = Date.now();
      for (const tag of list) local.tags[tag] = now;
      try {
        if (redis.status !== 'ready') throw new Error(`redis ${redis.status}`);
        await redis.hset(`${this.prefix}tags`, Object.fromEntries(list.map((tag) => [tag, now])));
      } catch (error) {
        degraded(error);
      }
    }

    resetRequestCache() {}
  };
}

/** @type {CacheHandlerClass | undefined} */
const handler = process.env.REDIS_URL ? createCacheHandler({ url: process.env.REDIS_URL }) : undefined;
export default handler;
