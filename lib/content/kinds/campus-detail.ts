import { z } from 'zod';
import { campusSchema } from '@/lib/content/entities';
import { sanitizeBody } from './detail-body';
import type { KindSpec } from '../block-kinds';

/** A campus or centre page: the campus and its CMS body (sanitized on the server). */
const campusDetailSchema = z.object({ campus: campusSchema, body: z.string().max(100_000) });

export const campusDetailKind: KindSpec<'campus_detail', typeof campusDetailSchema> = {
  kind: 'campus_detail',
  schema: campusDetailSchema,
  normalise: sanitizeBody,
};
