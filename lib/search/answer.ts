/**
 * The site-search call of rules §7 and its answer, as pure functions: the two variants of the
 * call and the fields of the answer the site reads (tabs, data, paginator, total_register).
 */
import { z } from 'zod';
import { imageSchema } from '@/lib/content/schema';
import { buildSearchQuery } from './query';
import type { SearchGroup, SearchHit } from './state';

export type SearchSort = 'relevance' | 'date' | 'title';

/** Grouped: the tabs of a text (`aggs=true` alone). Paginated: one page of results (`from`, `size`). */
export type SearchRequest =
  | { variant: 'grouped'; text: string }
  | { variant: 'paginated'; text: string; from: number; size: number; type?: string; sort?: SearchSort };

/** Query parameters of a search call (rules §7: `aggs=true` when grouped; `from` and `size` when paginated). */
export function searchQueryParams(request: SearchRequest): Record<string, string | undefined> {
  const q = buildSearchQuery(request.text);
  if (request.variant === 'grouped') return { q, aggs: 'true' };
  const { from, size, type, sort } = request;
  return { q, from: String(from), size: String(size), type: type || undefined, sort: sort && sort !== 'relevance' ? sort : undefined };
}

const hitSchema = z.object({
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

const count = z.number().int().nonnegative();
const answerSchema = z.object({
  data: z.array(hitSchema).optional(),
  content: z.array(hitSchema).optional(),
  total_register: count.optional(),
  total: count.optional(),
  paginator: z.object({ from: count, size: z.number().int().positive() }).optional(),
  tabs: z.array(z.object({ id: z.string(), label: z.string().optional(), count })).optional(),
  group_by: z.object({ content_type: z.array(z.object({ key: z.string(), label: z.string().optional(), doc_count: count })) }).optional(),
  /** When no program matched: the closest areas of study, as links into the academic offer. */
  suggestions: z.array(z.object({ label: z.string().max(100), path: z.string().startsWith('/') })).max(5).optional(),
});

export type SearchAnswer = {
  results: SearchHit[];
  total: number;
  /** Offset of the first result of this page, as the search service paginated it. */
  from: number;
  groups: SearchGroup[];
  /** When no program matched: the closest areas of study. */
  suggestions?: { label: string; path: string }[];
};

/**
 * The answer's fields (rules §7): results from `data` (else `content`), the count from
 * `total_register` (else `total`), the offset from `paginator`, the tabs from `tabs` (else
 * `group_by.content_type`). Null when the answer is malformed.
 */
export function readSearchAnswer(raw: unknown): SearchAnswer | null {
  const parsed = answerSchema.safeParse(raw);
  if (!parsed.success) return null;
  const a = parsed.data;
  const results = a.data ?? a.content ?? [];
  const groups =
    a.tabs?.map((t) => ({ key: t.id, label: t.label ?? t.id, count: t.count })) ??
    a.group_by?.content_type.map((g) => ({ key: g.key, label: g.label ?? g.key, count: g.doc_count })) ??
    [];
  return { results, total: a.total_register ?? a.total ?? results.length, from: a.paginator?.from ?? 0, groups, ...(a.suggestions ? { suggestions: a.suggestions } : {}) };
}
