import 'server-only';
import { env } from '@/lib/config/env';
import { sharedHits } from '@/lib/redirects/hit-store';
import type { HitCounts } from '@/lib/redirects/hits';
import type { Refusal } from '@/lib/redirects/rules';
import { redirectState } from '@/lib/redirects/state';
import { sharedRedis } from '@/lib/redis/client';

export type RedirectRow = { from: string; target: string; status: number; expires: number | null; hits: HitCounts };
export type RedirectsReport = {
  rows: RedirectRow[];
  /** Redirects matching the search, of which `rows` are the most visited. */
  matching: number;
  count: number;
  refused: readonly Refusal[];
  loadedAt: number | null;
  /** The hits are every instance's (Redis), not this process's alone. */
  shared: boolean;
};

/** Rows shown at most: the most visited first. */
export const MAX_ROWS = 200;

/**
 * The content team's redirects as the site applies them (docs/redirects.md), each with its hits
 * over 7 and 30 days, the most visited first; `search` keeps those whose old or new address
 * contains it. The refused ones too, so that the content team can mend them.
 */
export async function redirectsReport(search: string, now = Date.now()): Promise<RedirectsReport> {
  const { table, refused, loadedAt } = redirectState();
  const redisUrl = env().REDIS_URL;
  const { counts, shared } = await sharedHits(redisUrl ? sharedRedis(redisUrl) : undefined, now);
  const text = search.trim().toLowerCase();
  const rows: RedirectRow[] = [];
  for (const r of table.values()) {
    if (text && !r.from.includes(text) && !r.target.toLowerCase().includes(text)) continue;
    rows.push({ from: r.from, target: r.target, status: r.status, expires: r.expires, hits: counts.get(r.from) ?? { d7: 0, d30: 0 } });
  }
  rows.sort((a, b) => b.hits.d30 - a.hits.d30 || b.hits.d7 - a.hits.d7 || a.from.localeCompare(b.from));
  return { rows: rows.slice(0, MAX_ROWS), matching: rows.length, count: table.size, refused, loadedAt, shared };
}
