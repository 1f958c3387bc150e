import { processCache } from '@/lib/cache/lru';
import type { PageRequest } from './schema';

/**
 * Pages the content service said do not exist, remembered for a minute: a crawler revisiting
 * dead links costs the upstream at most one call per path a minute. Bounded to 10,000 paths
 * (least recently seen out first); emptied by on-demand revalidation, so that a page created
 * upstream shows as soon as the content service announces it.
 */
export const MISS_TTL_MS = 60_000;
export const MAX_MISSES = 10_000;

const misses = () => processCache<string, true>('content-misses', { max: MAX_MISSES, ttlMs: MISS_TTL_MS });

const keyOf = (request: PageRequest) =>
  JSON.stringify([request.by, request.by === 'name' ? request.name : request.path, request.tags]);

export const isKnownMiss = (request: PageRequest): boolean => misses().has(keyOf(request));

export function rememberMiss(request: PageRequest): void {
  misses().set(keyOf(request), true);
}

export function forgetMisses(): void {
  misses().clear();
}
