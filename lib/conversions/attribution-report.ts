/**
 * What the campaign report adds for attribution (docs/decisions/0020-click-ids.md), from the
 * outbox's own rows, aggregates only:
 * - per source, the share of paid leads that carry a click id: where attribution is lost;
 * - per campaign, the share of leads the CRM took within 1 and within 5 minutes of being sent
 *   (the site's part of speed-to-lead), and how many visitors opened WhatsApp from the thank-you page.
 */
import type { AttributedLead } from '@/lib/leads/attribution-rows';
import { hasClickId } from '@/lib/tracking/click-ids';

/** Mediums of paid traffic (the university's vocabulary and the platforms' usual ones). */
const PAID = /^(cpc|ppc|cpm|cpv|paid|pagado|paid[-_ ]?(social|search)|social[-_ ]?paid|display|sem|ads?)$/;

type Campaign = { source: string; medium: string; campaign: string };
const campaignOf = (lead: AttributedLead): Campaign => {
  try {
    const c = JSON.parse(lead.campaign) as Partial<Campaign>;
    return { source: c.source ?? '', medium: c.medium ?? '', campaign: c.campaign ?? '' };
  } catch {
    return { source: '', medium: '', campaign: '' };
  }
};

/** A paid lead: a paid medium, or a platform's click id (a paid click whatever its link says). */
export const isPaid = (lead: AttributedLead) => PAID.test(campaignOf(lead).medium.toLowerCase()) || hasClickId(lead.clickIds);

export type CoverageLine = { source: string; paid: number; withClickId: number };
export type SpeedLine = Campaign & { total: number; delivered: number; within1: number; within5: number; whatsapp: number };

export function clickIdCoverage(leads: readonly AttributedLead[]): CoverageLine[] {
  const lines = new Map<string, CoverageLine>();
  for (const lead of leads) {
    if (!isPaid(lead)) continue;
    const source = campaignOf(lead).source;
    const line = lines.get(source) ?? { source, paid: 0, withClickId: 0 };
    line.paid += 1;
    if (hasClickId(lead.clickIds)) line.withClickId += 1;
    lines.set(source, line);
  }
  return [...lines.values()].sort((a, b) => b.paid - a.paid || a.source.localeCompare(b.source));
}

export function deliverySpeed(leads: readonly AttributedLead[]): SpeedLine[] {
  const lines = new Map<string, SpeedLine>();
  for (const lead of leads) {
    const c = campaignOf(lead);
    const key = JSON.stringify([c.source, c.medium, c.campaign]);
    const line = lines.get(key) ?? { ...c, total: 0, delivered: 0, within1: 0, within5: 0, whatsapp: 0 };
    line.total += 1;
    if (lead.deliveredAt !== null) {
      const took = lead.deliveredAt - lead.createdAt;
      line.delivered += 1;
      if (took <= 60_000) line.within1 += 1;
      if (took <= 300_000) line.within5 += 1;
    }
    if (lead.whatsappAt !== null) line.whatsapp += 1;
    lines.set(key, line);
  }
  return [...lines.values()].sort((a, b) => b.total - a.total || a.source.localeCompare(b.source) || a.campaign.localeCompare(b.campaign));
}

/** A share as the report prints it: "67 %", or "—" of nothing. */
export const share = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((100 * part) / whole)} %`);

/** The server's conversions by delivery state: what Meta's Conversions API took, is still to take, or refused. */
export function conversionCounts(leads: readonly AttributedLead[]): { delivered: number; pending: number; failed: number } {
  const counts = { delivered: 0, pending: 0, failed: 0 };
  for (const { conversion } of leads) {
    if (!conversion) continue;
    if (conversion.status === 'delivered') counts.delivered += 1;
    else if (conversion.status === 'pending') counts.pending += 1;
    else counts.failed += 1;
  }
  return counts;
}
