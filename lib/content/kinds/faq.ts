import 'server-only';
import { z } from 'zod';
import { text } from '@/lib/content/primitives';
import { sanitize } from '@/lib/content/sanitize';
import type { KindSpec } from '../block-kinds';

/** Questions and their CMS HTML answers (sanitized below). */
const faqSchema = z.object({
  title: text(200),
  items: z.array(z.object({ question: text(500), answer: z.string().max(10_000) })),
});

/** Every answer's CMS HTML, sanitized. */
function normaliseFaq(data: z.infer<typeof faqSchema>): z.infer<typeof faqSchema> {
  return { ...data, items: data.items.map((item) => ({ ...item, answer: sanitize(item.answer) })) };
}

export const faqKind: KindSpec<'faq', typeof faqSchema> = { kind: 'faq', schema: faqSchema, normalise: normaliseFaq };
