import { z } from 'zod';
import { programSchema, filterOptionSchema } from '@/lib/content/entities';
import { text } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

/** The academic offer or a teaser of it: programs by category. */
const programListSchema = z.object({
  title: text(200),
  categories: z.array(z.object({ id: z.string(), label: text(100) })),
  programs: z.array(programSchema),
  /** Checkboxes and tabs of the academic offer (rules §3 Filter option); none on teasers and landings. */
  filterOptions: z.array(filterOptionSchema).max(200).optional(),
});

export const programListKind: KindSpec<'program_list', typeof programListSchema> = { kind: 'program_list', schema: programListSchema };
