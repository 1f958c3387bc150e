import 'server-only';
import { z } from 'zod';
import { processCache } from '@/lib/cache/lru';
import { env } from '@/lib/config/env';
import { buildSearchQuery } from '@/lib/search/query';
import { UpstreamError } from './errors';
import { fetchJson, upstreamUrl } from './fetch';

const resultSchema = z.object({
  id: z.string(),
  type: z.string(),
  typeLabel: z.string().optional(),
  title: z.string(),
  summary: z.string().default(''),
  path: z.string().startsWith('/'),
  date: z.number().nullable().optional(),
});

const answerSchema = z.object({
  content: z.array(resultSchema),
  total: z.number().int().nonnegative(),
  total_register: z.number().int().nonnegative().optional(),
  group_by: z
    .object({ content_type: z.array(z.object({ key: z.string(), label: z.string().optional(), doc_count: z.number() })) })
    .optional(),
});

export type SearchResult = z.infer<typeof resultSchema>;
export type SearchAnswer = {
  results: SearchResult[];
  total: number;
  groups: { key: string; label: string; count: number }[];
};

export type SearchParams = { text: string; from: number; size: number; type?: string; sort?: 'relevance' | 'date' | 'title' };

/**
 * Answers are kept a minute per normalised query (the upstream URL: words lowercased, NFC,
 * punctuation dropped, so "Diseño  WEB!" and "diseño web" are one entry), at most 500 queries.
 * Concurrent identical searches share one upstream call; a failure is not kept. Not in Next's
 * data cache: unique queries there would evict rendered pages from the same memory budget.
 */
export const SEARCH_TTL_MS = 60_000;
export const MAX_SEARCHES = 500;
const answers = () => processCache<string, Promise<SearchAnswer>>('search-answers', { max: MAX_SEARCHES, ttlMs: SEARCH_TTL_MS });

/** Site search through the core API (spec §7): the text becomes `title:*word* AND …`. */
export async function searchContent({ text, from, size, type, sort }: SearchParams): Promise<SearchAnswer> {
  const url = upstreamUrl(env().CORE_API_URL, '/search', {
    q: buildSearchQuery(text),
    from: String(from),
    size: String(size),
    aggs: 'true',
    type: type || undefined,
    sort: sort && sort !== 'relevance' ? sort : undefined,
  });
  const cache = answers();
  const kept = cache.get(url.href);
  if (kept) return kept;
  const answer = fetchAnswer(url);
  cache.set(url.href, answer);
  answer.catch(() => cache.delete(url.href));
  return answer;
}

async function fetchAnswer(url: URL): Promise<SearchAnswer> {
  const raw = await fetchJson(url);
  const parsed = answerSchema.safeParse(raw);
  if (!parsed.success) throw new UpstreamError('Respuesta de búsqueda mal formada', { status: 200, url: url.href, cause: parsed.error });
  return {
    results: parsed.data.content,
    total: parsed.data.total,
    groups: (parsed.data.group_by?.content_type ?? []).map((g) => ({ key: g.key, label: g.label ?? g.key, count: g.doc_count })),
  };
}
