import 'server-only';
import type { z } from 'zod';
import { sanitize } from '@/lib/content/sanitize';
import type { htmlTextSchema } from './schema';

/** The CMS HTML of the block, sanitized. */
export function normaliseHtmlText(data: z.infer<typeof htmlTextSchema>): z.infer<typeof htmlTextSchema> {
  return { ...data, html: sanitize(data.html) };
}
