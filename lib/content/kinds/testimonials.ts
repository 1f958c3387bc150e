import { z } from 'zod';
import { text } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

/** Students and graduates in their own words. */
const testimonialsSchema = z.object({
  title: text(200),
  items: z.array(z.object({ quote: text(600), name: text(100), role: text(200) })).min(1).max(6),
});

export const testimonialsKind: KindSpec<'testimonials', typeof testimonialsSchema> = { kind: 'testimonials', schema: testimonialsSchema };
