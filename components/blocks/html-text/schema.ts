import { z } from 'zod';
import { text } from '@/lib/content/primitives';

/** CMS HTML (sanitized in normalise.ts), with an optional title and truncation. */
export const htmlTextSchema = z.object({
  title: text(200).optional(),
  html: z.string().max(100_000),
  truncate: z.number().int().positive().optional(),
  class: z.string().optional(),
});
