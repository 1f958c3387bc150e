import 'server-only';
import { env } from '@/lib/config/env';
import { CircuitBreaker } from '@/lib/http/circuit-breaker';
import { PageNotFoundError, UpstreamError } from './errors';

/** One breaker per process for every upstream origin (on globalThis: route bundles share it). */
const KEY = Symbol.for('university-site.upstream-breaker');
const holder = globalThis as { [KEY]?: CircuitBreaker };
const breaker = (holder[KEY] ??= new CircuitBreaker());

export type FetchOptions = {
  /** Seconds the answer may be reused (Next's data cache), and its tags for on-demand revalidation; none: not cached. */
  revalidate?: number;
  tags?: string[];
  init?: RequestInit;
};

/** Query values are passed as parameters, never interpolated (GUIDE §3). */
export function upstreamUrl(base: string, path: string, params: Record<string, string | undefined> = {}): URL {
  const url = new URL(base + path);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url;
}

/**
 * The one fetch wrapper: timeout, circuit breaker, `res.ok` checked, 404 kept apart from every
 * other failure. Timeouts, refused connections and 5xx count against the origin's circuit.
 */
export async function fetchJson(url: URL, { revalidate, tags, init }: FetchOptions = {}): Promise<unknown> {
  if (!breaker.allow(url.origin)) {
    throw new UpstreamError(`Circuito abierto para ${url.origin}`, { status: null, url: url.href });
  }
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init?.headers },
      signal: AbortSignal.timeout(env().UPSTREAM_TIMEOUT_MS),
      ...(revalidate === undefined ? { cache: 'no-store' as const } : { next: { revalidate, tags } }),
    });
  } catch (cause) {
    breaker.failure(url.origin);
    throw new UpstreamError(`Sin respuesta de ${url.origin}`, { status: null, url: url.href, cause });
  }
  if (res.status >= 500) breaker.failure(url.origin);
  else breaker.success(url.origin);
  if (res.status === 404) throw new PageNotFoundError(url.href);
  if (!res.ok) throw new UpstreamError(`HTTP ${res.status} de ${url.origin}`, { status: res.status, url: url.href });
  try {
    return await res.json();
  } catch (cause) {
    throw new UpstreamError('Respuesta no JSON', { status: res.status, url: url.href, cause });
  }
}
