import { z } from 'zod';
import { articleSchema } from '@/lib/content/entities';
import { text } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

/** News or blog posts as cards. */
const articleListSchema = z.object({
  title: text(200),
  kind: z.enum(['news', 'blog']),
  articles: z.array(articleSchema),
});

export const articleListKind: KindSpec<'article_list', typeof articleListSchema> = { kind: 'article_list', schema: articleListSchema };
