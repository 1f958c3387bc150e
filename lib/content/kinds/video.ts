import { z } from 'zod';
import { text } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

/** One video by its id, with a title and caption. */
const videoSchema = z.object({
  title: text(200).optional(),
  videoId: z.string().regex(/^[\w-]{6,20}$/),
  caption: text(300).optional(),
});

export const videoKind: KindSpec<'video', typeof videoSchema> = { kind: 'video', schema: videoSchema };
