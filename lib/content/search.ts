import 'server-only';
import { env } from '@/lib/config/env';
import { buildSearchQuery } from '@/lib/search/query';
import { readSearchAnswer, searchQueryParams, type SearchAnswer, type SearchRequest } from '@/lib/search/answer';
import { UpstreamError } from './errors';
import { fetchJson, upstreamUrl } from './fetch';

export type { SearchAnswer, SearchRequest } from '@/lib/search/answer';

/** Site search through the core API (spec §7), in its grouped or paginated variant. */
export async function searchContent(request: SearchRequest): Promise<SearchAnswer> {
  // Only punctuation: nothing to ask for, and never an empty `q` upstream (issue #16).
  if (buildSearchQuery(request.text) === '') return { results: [], total: 0, from: 0, groups: [] };
  const url = upstreamUrl(env().CORE_API_URL, '/search', searchQueryParams(request));
  const raw = await fetchJson(url, { revalidate: 60, tags: ['content', 'search'], purpose: 'search' });
  const answer = readSearchAnswer(raw);
  if (!answer) throw new UpstreamError('Respuesta de búsqueda mal formada', { status: 200, url: url.href });
  return answer;
}
