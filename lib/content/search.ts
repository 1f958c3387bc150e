import 'server-only';
import { processCache } from '@/lib/cache/lru';
import { env } from '@/lib/config/env';
import { buildSearchQuery } from '@/lib/search/query';
import { readSearchAnswer, searchQueryParams, type SearchAnswer, type SearchRequest } from '@/lib/search/answer';
import { UpstreamError } from '@/lib/http/errors';
import { fetchJson, upstreamUrl } from '@/lib/http/fetch-json';

export type { SearchAnswer, SearchRequest } from '@/lib/search/answer';

/**
 * Answers are kept a minute per normalised query (the upstream URL: words lowercased, NFC,
 * punctuation dropped, so "Diseño  WEB!" and "diseño web" are one entry), at most 500 queries.
 * Concurrent identical searches share one upstream call; a failure is not kept. Not in Next's
 * data cache: unique queries there would evict rendered pages from the same memory budget.
 */
export const SEARCH_TTL_MS = 60_000;
export const MAX_SEARCHES = 500;
const answers = () => processCache<string, Promise<SearchAnswer>>('search-answers', { max: MAX_SEARCHES, ttlMs: SEARCH_TTL_MS });

/** Site search through the core API (rules §7), in its grouped or paginated variant. */
export async function searchContent(request: SearchRequest): Promise<SearchAnswer> {
  // Only punctuation: nothing to ask for, and never an empty `q` upstream.
  if (buildSearchQuery(request.text) === '') return { results: [], total: 0, from: 0, groups: [] };
  const url = upstreamUrl(env().CORE_API_URL, '/search', searchQueryParams(request));
  const cache = answers();
  const kept = cache.get(url.href);
  if (kept) return kept;
  const answer = fetchAnswer(url);
  cache.set(url.href, answer);
  answer.catch(() => cache.delete(url.href));
  return answer;
}

async function fetchAnswer(url: URL): Promise<SearchAnswer> {
  const raw = await fetchJson(url, { purpose: 'search' });
  const answer = readSearchAnswer(raw);
  if (!answer) throw new UpstreamError('Respuesta de búsqueda mal formada', { status: 200, url: url.href });
  return answer;
}
