import { logger } from '@/lib/log';
import { dropMalformedOptionals, isRecord } from './lenient';
import { universityConfigSchema, type UniversityConfig } from './schema';

/**
 * Validate the university configuration (rules §7 `/university-configuration`). A malformed
 * optional part (the privacy notice, the contact policy, the WhatsApp line…) is dropped and
 * logged, like a malformed field of a page's metadata: the pages still render. Null only when a
 * required field is missing or broken (the caller's upstream failure).
 */
export function parseUniversityConfig(raw: unknown): UniversityConfig | null {
  if (!isRecord(raw)) return null;
  const dropped: string[] = [];
  const parsed = universityConfigSchema.safeParse(dropMalformedOptionals(universityConfigSchema, raw, '', dropped));
  if (!parsed.success) return null;
  if (dropped.length) logger.warn('config.field_dropped', { code: parsed.data.code, fields: dropped });
  return parsed.data;
}
