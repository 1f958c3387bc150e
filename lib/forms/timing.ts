/**
 * The fill-time check against bots (rules §5 + safety), shared by the form in the browser (which
 * waits out the rest rather than be refused) and the API route (which refuses).
 */

/** A form sent sooner than this after it was shown is refused. */
export const MIN_FILL_MS = 3_000;
/** How far the browser's clock may run ahead of the server's before `startedAt` is refused. */
export const MAX_CLOCK_SKEW_MS = 2 * 60_000;

export type FillVerdict = 'ok' | 'too_fast' | 'in_future';

/**
 * `startedAt` is the browser's clock when the form was shown, `now` the server's. A start up to
 * MAX_CLOCK_SKEW_MS in the future is a clock ahead of ours and is not judged; further ahead it is
 * not a clock, it is a forged value.
 */
export function judgeFillTime(startedAt: number, now: number): FillVerdict {
  const elapsed = now - startedAt;
  if (elapsed < -MAX_CLOCK_SKEW_MS) return 'in_future';
  if (elapsed >= 0 && elapsed < MIN_FILL_MS) return 'too_fast';
  return 'ok';
}
