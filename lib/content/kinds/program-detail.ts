import { z } from 'zod';
import { programSchema } from '@/lib/content/entities';
import { sanitizeBody } from './detail-body';
import type { KindSpec } from '../block-kinds';

/** A program's page: the program and its CMS body (sanitized on the server). */
const programDetailSchema = z.object({
  program: programSchema,
  body: z.string().max(100_000),
  /** The id of the page's lead form: the first-screen call to action jumps to it. */
  formAnchor: z.string().regex(/^[\w-]{1,80}$/).optional(),
});

export const programDetailKind: KindSpec<'program_detail', typeof programDetailSchema> = {
  kind: 'program_detail',
  schema: programDetailSchema,
  normalise: sanitizeBody,
};
