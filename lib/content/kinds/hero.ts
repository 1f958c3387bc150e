import { z } from 'zod';
import { text, imageSchema, linkSchema } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

/** The page's opening: h1, subtitle, image and buttons. */
const heroSchema = z.object({
  title: text(200),
  subtitle: text(600).optional(),
  image: imageSchema,
  buttons: z.array(linkSchema).default([]),
});

export const heroKind: KindSpec<'hero', typeof heroSchema> = { kind: 'hero', schema: heroSchema };
