import 'server-only';
import { campaignCounts, type CampaignCount } from '@/lib/leads/campaign-of';
import { leadsRuntime } from '@/lib/leads/dispatcher';

/** The report's periods, in days; anything else asked for is the default. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const periodOf = (raw: string | null | undefined): Period => PERIODS.find((p) => String(p) === raw) ?? 30;

export type CampaignReport = { days: Period; since: string; lines: CampaignCount[]; totals: { total: number; delivered: number; pending: number; failed: number } };

/** Leads accepted over the last `days` by campaign, from the outbox the site writes (SQLite or PostgreSQL). */
export async function campaignReport(days: Period, now = Date.now()): Promise<CampaignReport> {
  const since = now - days * 86_400_000;
  const { store } = await leadsRuntime();
  const lines = campaignCounts(await store.campaignRows(since));
  const totals = lines.reduce(
    (t, l) => ({ total: t.total + l.total, delivered: t.delivered + l.delivered, pending: t.pending + l.pending, failed: t.failed + l.failed }),
    { total: 0, delivered: 0, pending: 0, failed: 0 },
  );
  return { days, since: new Date(since).toISOString(), lines, totals };
}
