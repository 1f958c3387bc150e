import { z } from 'zod';
import { articleSchema } from '@/lib/content/entities';
import { sanitizeBody } from './detail-body';
import type { KindSpec } from '../block-kinds';

/** A news or blog post: the article and its CMS body (sanitized on the server). */
const articleDetailSchema = z.object({
  article: articleSchema,
  kind: z.enum(['news', 'blog']),
  body: z.string().max(100_000),
});

export const articleDetailKind: KindSpec<'article_detail', typeof articleDetailSchema> = {
  kind: 'article_detail',
  schema: articleDetailSchema,
  normalise: sanitizeBody,
};
