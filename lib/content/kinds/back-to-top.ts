import { z } from 'zod';
import { text } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

/** The back-to-top link of the shell. Rendered by the layout (components/layout). */
const backToTopSchema = z.object({ back_to_top_class: z.string().optional(), label: text(100) });

export const backToTopKind: KindSpec<'back_to_top', typeof backToTopSchema> = { kind: 'back_to_top', schema: backToTopSchema };
