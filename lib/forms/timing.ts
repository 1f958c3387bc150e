/**
 * The fill-time check against bots (rules §5 + safety), shared by the form in the browser (which
 * waits out the rest rather than be refused) and the API route (which refuses).
 */

/** A form sent sooner than this after it was shown is refused. */
export const MIN_FILL_MS = 3_000;
/** How far another instance's clock may run ahead of this one's before a start is refused. */
export const MAX_CLOCK_SKEW_MS = 2 * 60_000;

export type FillVerdict = 'ok' | 'too_fast' | 'in_future';

/**
 * `startedAt` is when the site gave the form, by a server's clock (its render token, or the form
 * clock of a form post: lib/forms/form-token.ts), `now` this server's. A start up to
 * MAX_CLOCK_SKEW_MS in the future is an instance whose clock runs ahead and is not judged;
 * further ahead it is not a clock, it is a forged value.
 */
export function judgeFillTime(startedAt: number, now: number): FillVerdict {
  const elapsed = now - startedAt;
  if (elapsed < -MAX_CLOCK_SKEW_MS) return 'in_future';
  if (elapsed >= 0 && elapsed < MIN_FILL_MS) return 'too_fast';
  return 'ok';
}
