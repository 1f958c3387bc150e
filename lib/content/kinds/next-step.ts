import { z } from 'zod';
import { programSchema } from '@/lib/content/entities';
import { text, linkSchema } from '@/lib/content/primitives';

/** The closing call to action of a page: a short pitch, one or two buttons, related programs. */
export const nextStepSchema = z.object({
  title: text(200),
  text: text(600).optional(),
  links: z.array(linkSchema).min(1).max(3),
  programs: z.array(programSchema).max(4).default([]),
});
