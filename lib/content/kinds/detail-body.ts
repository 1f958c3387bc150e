import 'server-only';
import { sanitize } from '@/lib/content/sanitize';

/** The normalisation of the four detail kinds (program, article, event, campus): their CMS body, sanitized. */
export function sanitizeBody<T extends { body: string }>(data: T): T {
  return { ...data, body: sanitize(data.body) };
}
