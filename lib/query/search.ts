import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { nextOffset, SUGGEST_MIN_CHARS, type ResultsPage } from '@/lib/search/state';

/** The typeahead's number of suggestions. */
const SUGGEST_SIZE = 6;

/** The site's own search route (the browser never calls the core API); any non-2xx fails. */
async function searchApi(params: URLSearchParams, signal: AbortSignal): Promise<ResultsPage> {
  const res = await fetch(`/api/search?${params}`, { signal });
  if (!res.ok) throw new Error(`/api/search answered ${res.status}`);
  return (await res.json()) as ResultsPage;
}

/**
 * The header's suggestions for a (debounced) term. Reading `signal` lets React Query abort the
 * request as soon as the term changes and its query loses its last observer.
 */
export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', q],
    queryFn: ({ signal }) => searchApi(new URLSearchParams({ q, size: String(SUGGEST_SIZE) }), signal).then((a) => a.results),
    enabled: q.length >= SUGGEST_MIN_CHARS,
  });

export type SearchMoreParams = { q: string; type: string; sort: string; size: number; from: number };

/**
 * The search page's "Ver más": the server-rendered page is the first page (never refetched),
 * every click appends the next one. Dropped as soon as the list unmounts, so a new visit of the
 * page starts again from the server's page.
 */
export const searchMoreQuery = ({ q, type, sort, size, from }: SearchMoreParams, first: ResultsPage) =>
  infiniteQueryOptions({
    queryKey: ['search', 'more', { q, type, sort, size, from }],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ q, from: String(pageParam), size: String(size), sort });
      if (type) params.set('type', type);
      return searchApi(params, signal);
    },
    initialPageParam: from,
    initialData: { pages: [first], pageParams: [from] },
    getNextPageParam: (last, _all, lastFrom) => nextOffset(last, lastFrom),
    staleTime: Infinity,
    gcTime: 0,
  });
