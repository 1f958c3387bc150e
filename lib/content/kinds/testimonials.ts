import { z } from 'zod';
import { text } from '@/lib/content/primitives';

/** Students and graduates in their own words. */
export const testimonialsSchema = z.object({
  title: text(200),
  items: z.array(z.object({ quote: text(600), name: text(100), role: text(200) })).min(1).max(6),
});
