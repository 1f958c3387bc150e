import 'server-only';
import type { z } from 'zod';
import { sanitize } from '@/lib/content/sanitize';
import type { faqSchema } from './schema';

/** Every answer's CMS HTML, sanitized. */
export function normaliseFaq(data: z.infer<typeof faqSchema>): z.infer<typeof faqSchema> {
  return { ...data, items: data.items.map((item) => ({ ...item, answer: sanitize(item.answer) })) };
}
