import { z } from 'zod';
import { text, imageSchema, linkSchema } from '@/lib/content/primitives';

/** The page's opening: h1, subtitle, image and buttons. */
export const heroSchema = z.object({
  title: text(200),
  subtitle: text(600).optional(),
  image: imageSchema,
  buttons: z.array(linkSchema).default([]),
});
