import { z } from 'zod';
import { text, imageSchema, linkSchema } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

/** One image, optionally linked, with its caption. */
const imageBlockSchema = z.object({ image: imageSchema, link: linkSchema.optional(), caption: text(300).optional() });

export const imageKind: KindSpec<'image', typeof imageBlockSchema> = { kind: 'image', schema: imageBlockSchema };
