import { z } from 'zod';
import { text } from '@/lib/content/primitives';

/** Questions and their CMS HTML answers (sanitized in normalise.ts). */
export const faqSchema = z.object({
  title: text(200),
  items: z.array(z.object({ question: text(500), answer: z.string().max(10_000) })),
});
