import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/config/env';
import { buildSearchQuery } from '@/lib/search/query';
import { UpstreamError } from './errors';
import { fetchJson, upstreamUrl } from './fetch';
import { imageSchema } from './schema';

const resultSchema = z.object({
  id: z.string(),
  type: z.string(),
  typeLabel: z.string().optional(),
  title: z.string(),
  summary: z.string().default(''),
  path: z.string().startsWith('/'),
  date: z.number().nullable().optional(),
  image: imageSchema.nullable().optional(),
  /** A program's type, modality and campus. */
  facts: z.array(z.string().max(100)).max(5).optional(),
});

const answerSchema = z.object({
  content: z.array(resultSchema),
  total: z.number().int().nonnegative(),
  total_register: z.number().int().nonnegative().optional(),
  group_by: z
    .object({ content_type: z.array(z.object({ key: z.string(), label: z.string().optional(), doc_count: z.number() })) })
    .optional(),
  /** When no program matched: the closest areas of study, as links into the academic offer. */
  suggestions: z.array(z.object({ label: z.string().max(100), path: z.string().startsWith('/') })).max(5).optional(),
});

export type SearchResult = z.infer<typeof resultSchema>;
export type SearchAnswer = {
  results: SearchResult[];
  total: number;
  groups: { key: string; label: string; count: number }[];
  suggestions: { label: string; path: string }[];
};

export type SearchParams = { text: string; from: number; size: number; type?: string; sort?: 'relevance' | 'date' | 'title' };

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
  const raw = await fetchJson(url, { revalidate: 60, tags: ['content', 'search'] });
  const parsed = answerSchema.safeParse(raw);
  if (!parsed.success) throw new UpstreamError('Respuesta de búsqueda mal formada', { status: 200, url: url.href, cause: parsed.error });
  return {
    results: parsed.data.content,
    total: parsed.data.total,
    groups: (parsed.data.group_by?.content_type ?? []).map((g) => ({ key: g.key, label: g.label ?? g.key, count: g.doc_count })),
    suggestions: parsed.data.suggestions ?? [],
  };
}
