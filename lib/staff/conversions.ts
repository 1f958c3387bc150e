import 'server-only';
import type { Country } from '@/lib/conversions/hashing';
import { getUniversityConfig } from '@/lib/content';
import type { AttributedLead } from '@/lib/leads/attribution-rows';
import { leadsRuntime } from '@/lib/leads/dispatcher';
import type { Period } from './report';

/**
 * The leads of campaigns over the report's period, as the conversions page, its files and the
 * campaign report read them (docs/decisions/0020-click-ids.md), with the university's zone,
 * currency and country for the files.
 */
export async function attributedLeads(days: Period, now = Date.now()): Promise<{ leads: AttributedLead[]; ctx: { timeZone: string; currency: string; country: Country; value: number } }> {
  const [{ store }, config] = await Promise.all([leadsRuntime(), getUniversityConfig()]);
  const leads = await store.attributedLeads(now - days * 86_400_000);
  return { leads, ctx: { timeZone: config.timeZone, currency: config.currency, country: config.code, value: 0 } };
}
