// Types of server/cache-handler.mjs, for the TypeScript tests that drive it directly.
import type { Redis, RedisOptions } from 'ioredis';

export type CacheEntry = { lastModified: number; value: unknown; tags: string[]; cacheControl?: unknown };
export interface CacheHandler {
  get(key: string, ctx?: { kind?: string; tags?: string[]; softTags?: string[] }): Promise<CacheEntry | null>;
  set(key: string, value: unknown, ctx?: { tags?: string[]; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
export type CacheHandlerClass = { new (ctx?: { maxMemoryCacheSize?: number; serverDistDir?: string }): CacheHandler; redis: Redis };

export function serialize(value: unknown): string;
export function deserialize(text: string): unknown;
export function entryTags(value: unknown, ctx?: { tags?: string[]; softTags?: string[] }): string[];
export function revalidatedSince(tags: string[], lastModified: number, tagTimes: Record<string, string | number>): boolean;
export function createCacheHandler(options: { url: string; prefix?: string; localBytes?: number; redisOptions?: RedisOptions }): CacheHandlerClass;
declare const handler: CacheHandlerClass | undefined;
export default handler;
