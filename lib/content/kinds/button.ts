import { z } from 'zod';
import { linkSchema } from '@/lib/content/primitives';

/** One link styled as a button. */
export const buttonSchema = z.object({ link: linkSchema, class: z.string().optional() });
