// @ts-check
// Leads by campaign, from the outbox's (campaign, status, count) rows: shared by the staff report
// (lib/leads/campaign-of.ts re-exports it) and `npm run leads -- campaigns` (scripts/leads.mjs),
// which runs without TypeScript. Aggregates only (docs/decisions/0013-staff-workbench.md).

/** @typedef {{ source: string, medium: string, campaign: string, landing: string }} LeadCampaign */
/** @typedef {LeadCampaign & { delivered: number, pending: number, failed: number, total: number }} CampaignCount */

/** @param {unknown} v @returns {Record<string, unknown>} */
const obj = (v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? /** @type {Record<string, unknown>} */ (v) : {});
/** @param {unknown} v */
const s = (v) => (typeof v === 'string' ? v.slice(0, 300) : '');

/**
 * Rows of (campaign JSON, status, count) → one line per campaign, landing included, with its
 * delivered, pending and failed (rejected or exhausted) counts, most leads first. A row without a
 * readable campaign is skipped.
 * @param {readonly { campaign: unknown, status: unknown, count: unknown }[]} rows
 * @returns {CampaignCount[]}
 */
export function campaignCounts(rows) {
  /** @type {Map<string, CampaignCount>} */
  const lines = new Map();
  for (const row of rows) {
    if (!row.campaign) continue;
    /** @type {LeadCampaign} */
    let c;
    try {
      const parsed = obj(JSON.parse(String(row.campaign)));
      c = { source: s(parsed.source), medium: s(parsed.medium), campaign: s(parsed.campaign), landing: s(parsed.landing) };
    } catch {
      continue;
    }
    const key = JSON.stringify([c.source, c.medium, c.campaign, c.landing]);
    const line = lines.get(key) ?? { ...c, delivered: 0, pending: 0, failed: 0, total: 0 };
    const n = Number(row.count) || 0;
    if (row.status === 'delivered') line.delivered += n;
    else if (row.status === 'pending') line.pending += n;
    else line.failed += n;
    line.total += n;
    lines.set(key, line);
  }
  return [...lines.values()].sort((a, b) => b.total - a.total || a.source.localeCompare(b.source) || a.campaign.localeCompare(b.campaign));
}
