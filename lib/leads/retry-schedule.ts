/**
 * When a lead that the CRM could not take is tried again (pure: table-tested in
 * retry-schedule.test.ts). First the fast attempts of rules §10 (1 s, 4 s, 15 s, 60 s), then a
 * capped exponential back-off with jitter (doubling from the last fast wait, at most every
 * `capMs`, each wait drawn in [½, 1] of its step so that leads failed together spread out), for
 * `retryForMs` from the lead's creation; past that it is parked (exhausted) for an operator.
 */
export type RetryPolicy = {
  /** Waits before attempts 2, 3, … while the attempts are "fast" (exact, no jitter). */
  fastMs: readonly number[];
  /** The longest wait between two attempts after the fast ones. */
  capMs: number;
  /** How long after its creation a lead is still retried. */
  retryForMs: number;
};

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  fastMs: [1_000, 4_000, 15_000, 60_000],
  capMs: 15 * 60_000,
  retryForMs: 7 * 24 * 3_600_000,
};

/**
 * The wait after `attempts` failed attempts of a lead created `ageMs` ago, or null when the next
 * attempt would fall past the retry window (park it now). `random` is in [0, 1).
 */
export function nextRetryDelay(attempts: number, ageMs: number, policy: RetryPolicy, random: () => number = Math.random): number | null {
  const fast = policy.fastMs;
  let wait: number;
  if (attempts <= fast.length) {
    wait = fast[Math.max(0, attempts - 1)] ?? policy.capMs;
  } else {
    const last = fast[fast.length - 1] ?? 1_000;
    // 2^k grows past any cap within ~40 steps: clamp the exponent so the number stays finite.
    const step = Math.min(policy.capMs, Math.max(last, 1) * 2 ** Math.min(attempts - fast.length, 40));
    wait = Math.round(step / 2 + (random() * step) / 2);
  }
  return ageMs + wait > policy.retryForMs ? null : wait;
}
