import { z } from 'zod';
import { campusSchema } from '@/lib/content/entities';
import { text } from '@/lib/content/primitives';

/** Campuses and service centres as cards, paginated, then their map. */
export const campusListSchema = z.object({
  title: text(200),
  campuses: z.array(campusSchema),
  quantityForPage: z.number().int().positive().default(6),
});
