import { z } from 'zod';
import { articleSchema } from '@/lib/content/entities';

/** A news or blog post: the article and its CMS body (sanitized on the server). */
export const articleDetailSchema = z.object({
  article: articleSchema,
  kind: z.enum(['news', 'blog']),
  body: z.string().max(100_000),
});
