import { z } from 'zod';
import { programSchema } from '@/lib/content/entities';
import { text, linkSchema } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

/** The closing call to action of a page: a short pitch, one or two buttons, related programs. */
const nextStepSchema = z.object({
  title: text(200),
  text: text(600).optional(),
  links: z.array(linkSchema).min(1).max(3),
  programs: z.array(programSchema).max(4).default([]),
});

export const nextStepKind: KindSpec<'next_step', typeof nextStepSchema> = { kind: 'next_step', schema: nextStepSchema };
