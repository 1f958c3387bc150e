import { z } from 'zod';
import { campusSchema } from '@/lib/content/entities';
import { text } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

/** Campuses and service centres as cards, paginated, then their map. */
const campusListSchema = z.object({
  title: text(200),
  campuses: z.array(campusSchema),
  quantityForPage: z.number().int().positive().default(6),
});

export const campusListKind: KindSpec<'campus_list', typeof campusListSchema> = { kind: 'campus_list', schema: campusListSchema };
