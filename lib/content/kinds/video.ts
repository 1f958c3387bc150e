import { z } from 'zod';
import { text } from '@/lib/content/primitives';

/** One video by its id, with a title and caption. */
export const videoSchema = z.object({
  title: text(200).optional(),
  videoId: z.string().regex(/^[\w-]{6,20}$/),
  caption: text(300).optional(),
});
