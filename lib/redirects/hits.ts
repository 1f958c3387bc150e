/**
 * Each redirect's hits, counted by the process that answered them (docs/redirects.md): by UTC
 * day, for the last 30 days, on globalThis (the proxy counts, the workbench reads). With Redis the
 * counts not yet sent wait in `pending` until lib/redirects/hit-store.ts adds them to the shared
 * ones. Only a redirected request touches this: a path that is not redirected costs nothing here.
 */

/** The windows the workbench shows, in days. */
export const HIT_WINDOWS = [7, 30] as const;
export const KEPT_DAYS = 30;

export type HitCounts = { d7: number; d30: number };
/** day (UTC day number) → folded path → hits. */
export type DayCounts = Map<number, Map<string, number>>;
type Hits = { total: DayCounts; pending: DayCounts };

const KEY = Symbol.for('university-site.redirect-hits');
const holder = globalThis as { [KEY]?: Hits };
const hits = (): Hits => (holder[KEY] ??= { total: new Map(), pending: new Map() });

/** The UTC day number of an instant (days since 1970-01-01). */
export const dayOf = (ms: number) => Math.floor(ms / 86_400_000);

function add(days: DayCounts, day: number, from: string, count: number) {
  let counts = days.get(day);
  if (!counts) {
    counts = new Map();
    days.set(day, counts);
    // A new day: the days past the last window go.
    for (const old of days.keys()) if (old <= day - KEPT_DAYS) days.delete(old);
  }
  counts.set(from, (counts.get(from) ?? 0) + count);
}

/** One hit of the redirect at the folded path `from`. */
export function countHit(from: string, now = Date.now()) {
  const day = dayOf(now);
  const { total, pending } = hits();
  add(total, day, from, 1);
  add(pending, day, from, 1);
}

/** The counts not yet shared, handed over once (they come back with `restorePending` if sending fails). */
export function takePending(): DayCounts {
  const state = hits();
  const pending = state.pending;
  state.pending = new Map();
  return pending;
}

export function restorePending(days: DayCounts) {
  const { pending } = hits();
  for (const [day, counts] of days) for (const [from, count] of counts) add(pending, day, from, count);
}

/** Sum day counts over the windows ending `today`. */
export function windowSums(days: DayCounts, today: number): Map<string, HitCounts> {
  const sums = new Map<string, HitCounts>();
  for (const [day, counts] of days) {
    const age = today - day;
    if (age < 0 || age >= KEPT_DAYS) continue;
    for (const [from, count] of counts) {
      const sum = sums.get(from) ?? { d7: 0, d30: 0 };
      sum.d30 += count;
      if (age < 7) sum.d7 += count;
      sums.set(from, sum);
    }
  }
  return sums;
}

/** This process's own hits over the windows ending today. */
export const localHits = (now = Date.now()) => windowSums(hits().total, dayOf(now));
