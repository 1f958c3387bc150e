/**
 * The campaign of a lead, without any personal data: source, medium, campaign and landing as
 * its CRM payload carries them (lib/forms/payloads.ts). Stored beside the payload when the lead
 * is enqueued, so the report by campaign still counts a lead after retention has emptied its
 * payload (docs/decisions/0013-staff-workbench.md). Web cases and subscriptions carry none.
 */
import type { FormKind } from '@/lib/forms/kinds';
import type { CampaignCount } from './campaign-counts.mjs';

export type LeadCampaign = { source: string; medium: string; campaign: string; landing: string };

/** The form kinds that are leads of a campaign (the report counts these). */
export const CAMPAIGN_KINDS: readonly FormKind[] = ['lead', 'potential', 'landing'];

const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const s = (v: unknown) => (typeof v === 'string' ? v.slice(0, 300) : '');

export function campaignOf(kind: FormKind, payload: Record<string, unknown>): LeadCampaign | null {
  switch (kind) {
    case 'lead': {
      const o = obj(Array.isArray(payload.opportunities) ? payload.opportunities[0] : undefined);
      return { source: s(o.utm_source), medium: s(o.utm_media), campaign: s(o.utm_campaign), landing: s(o.landingName) };
    }
    case 'potential': {
      const p = obj(payload.potential);
      return { source: s(p.utm_source), medium: s(p.utm_media), campaign: s(p.utm_campaign), landing: s(p.landingName) };
    }
    case 'landing': {
      const u = obj(payload.utm);
      return { source: s(u.landingSource), medium: s(u.landingMedio), campaign: s(u.landingCampaign), landing: s(payload.landing) };
    }
    default:
      return null;
  }
}

/** The stored form: JSON text, '' for a kind without campaign. */
export const campaignColumn = (kind: FormKind, payload: Record<string, unknown>) => {
  const c = campaignOf(kind, payload);
  return c ? JSON.stringify(c) : '';
};

export type { CampaignCount };
export { campaignCounts } from './campaign-counts.mjs';

/** The CSV export: aggregates only (no e-mail, name, phone or document can be in it). */
export function campaignCsv(lines: readonly CampaignCount[]): string {
  const cell = (v: string | number) => {
    const text = String(v);
    // A cell starting with = + - @ would run as a formula in a spreadsheet: quoted and prefixed.
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\n\r;]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const header = ['source', 'medium', 'campaign', 'landing', 'total', 'delivered', 'pending', 'failed'];
  return [header, ...lines.map((l) => [l.source, l.medium, l.campaign, l.landing, l.total, l.delivered, l.pending, l.failed])].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
