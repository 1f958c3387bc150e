import { z } from 'zod';
import { articleSchema } from '@/lib/content/entities';
import { text } from '@/lib/content/primitives';

/** News or blog posts as cards. */
export const articleListSchema = z.object({
  title: text(200),
  kind: z.enum(['news', 'blog']),
  articles: z.array(articleSchema),
});
