import { z } from 'zod';
import { campusSchema } from '@/lib/content/entities';

/** A campus or centre page: the campus and its CMS body (sanitized on the server). */
export const campusDetailSchema = z.object({ campus: campusSchema, body: z.string().max(100_000) });
