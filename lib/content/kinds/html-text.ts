import 'server-only';
import { z } from 'zod';
import { text } from '@/lib/content/primitives';
import { sanitize } from '@/lib/content/sanitize';

/** CMS HTML (sanitized below), with an optional title and truncation. */
export const htmlTextSchema = z.object({
  title: text(200).optional(),
  html: z.string().max(100_000),
  truncate: z.number().int().positive().optional(),
  class: z.string().optional(),
});

/** The CMS HTML of the block, sanitized. */
export function normaliseHtmlText(data: z.infer<typeof htmlTextSchema>): z.infer<typeof htmlTextSchema> {
  return { ...data, html: sanitize(data.html) };
}
