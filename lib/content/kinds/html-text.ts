import 'server-only';
import { z } from 'zod';
import { text } from '@/lib/content/primitives';
import { sanitize } from '@/lib/content/sanitize';
import type { KindSpec } from '../block-kinds';

/** CMS HTML (sanitized below), with an optional title and truncation. */
const htmlTextSchema = z.object({
  title: text(200).optional(),
  html: z.string().max(100_000),
  truncate: z.number().int().positive().optional(),
  class: z.string().optional(),
});

/** The CMS HTML of the block, sanitized. */
function normaliseHtmlText(data: z.infer<typeof htmlTextSchema>): z.infer<typeof htmlTextSchema> {
  return { ...data, html: sanitize(data.html) };
}

export const htmlTextKind: KindSpec<'html_text', typeof htmlTextSchema> = { kind: 'html_text', schema: htmlTextSchema, normalise: normaliseHtmlText };
