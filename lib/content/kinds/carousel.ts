import { z } from 'zod';
import { text, imageSchema, linkSchema } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

/** Slides as cards or as a banner, advancing on their own. */
const carouselSchema = z.object({
  title: text(200).optional(),
  variant: z.enum(['cards', 'banner']),
  autoplayMs: z.number().int().min(1_000).max(60_000).optional(),
  slides: z
    .array(z.object({ id: z.string(), title: text(200), text: text(600).optional(), image: imageSchema, link: linkSchema.optional() }))
    .min(1)
    .max(12),
});

export const carouselKind: KindSpec<'carousel', typeof carouselSchema> = { kind: 'carousel', schema: carouselSchema };
