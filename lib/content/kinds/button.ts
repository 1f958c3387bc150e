import { z } from 'zod';
import { linkSchema } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

/** One link styled as a button. */
const buttonSchema = z.object({ link: linkSchema, class: z.string().optional() });

export const buttonKind: KindSpec<'button', typeof buttonSchema> = { kind: 'button', schema: buttonSchema };
