import { logger } from '@/lib/log';
import { dropMalformedOptionals, isRecord } from './lenient';
import { splitCostRules } from './cost-config';
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
  // A malformed scholarship rule goes alone; the university's other rules stay offered.
  const rules = splitCostRules(raw.costRules);
  if (rules.dropped.length) logger.warn('config.cost_rule_dropped', { code: String(raw.code).slice(0, 10), rules: rules.dropped });
  const withRules = 'costRules' in raw ? { ...raw, costRules: rules.value } : raw;
  const parsed = universityConfigSchema.safeParse(dropMalformedOptionals(universityConfigSchema, withRules, '', dropped));
  if (!parsed.success) return null;
  if (dropped.length) logger.warn('config.field_dropped', { code: parsed.data.code, fields: dropped });
  return parsed.data;
}
