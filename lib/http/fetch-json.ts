import 'server-only';
import { PageNotFoundError, UpstreamError } from './errors';
import { upstreamFetch, type UpstreamPurpose } from './upstream';

export type FetchOptions = {
  /** Seconds the answer may be reused (Next's data cache), and its tags for on-demand revalidation; none: not cached. */
  revalidate?: number;
  tags?: string[];
  init?: RequestInit;
  /** Whose pool, deadline and circuit breaker the call uses (lib/http/upstream.ts). */
  purpose?: UpstreamPurpose;
};

/** Query values are passed as parameters, never interpolated. */
export function upstreamUrl(base: string, path: string, params: Record<string, string | undefined> = {}): URL {
  const url = new URL(base + path);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url;
}

/** Why a fetch failed (a timeout, a refused connection, an open circuit): its innermost cause. */
function rootCause(error: unknown): string {
  let reason = error;
  while (reason instanceof Error && reason.cause) reason = reason.cause;
  return (reason instanceof Error ? reason.message : String(reason)).slice(0, 200);
}

/**
 * A JSON call through the one upstream wrapper (deadline, bounded pool, breaker per purpose):
 * `res.ok` checked, 404 kept apart from every other failure.
 */
export async function fetchJson(url: URL, { revalidate, tags, init, purpose = 'content' }: FetchOptions = {}): Promise<unknown> {
  let res: Response;
  try {
    res = await upstreamFetch(purpose, url, {
      ...init,
      headers: { accept: 'application/json', ...init?.headers },
      ...(revalidate === undefined ? { cache: 'no-store' as const } : { next: { revalidate, tags } }),
    });
  } catch (cause) {
    throw new UpstreamError(`Sin respuesta de ${url.origin}: ${rootCause(cause)}`, { status: null, url: url.href, cause });
  }
  if (res.status === 404) throw new PageNotFoundError(url.href);
  if (!res.ok) throw new UpstreamError(`HTTP ${res.status} de ${url.origin}`, { status: res.status, url: url.href });
  try {
    return await res.json();
  } catch (cause) {
    throw new UpstreamError('Respuesta no JSON', { status: res.status, url: url.href, cause });
  }
}
