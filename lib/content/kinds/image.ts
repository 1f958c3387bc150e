import { z } from 'zod';
import { text, imageSchema, linkSchema } from '@/lib/content/primitives';

/** One image, optionally linked, with its caption. */
export const imageBlockSchema = z.object({ image: imageSchema, link: linkSchema.optional(), caption: text(300).optional() });
