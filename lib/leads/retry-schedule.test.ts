import { DEFAULT_RETRY_POLICY, nextRetryDelay, type RetryPolicy } from './retry-schedule';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const low = () => 0;
const high = () => 0.999_999;

describe('nextRetryDelay', () => {
  it.each([
    // attempts made, age of the lead, expected wait with random 0 and with random ~1
    [1, 0, 1_000, 1_000],
    [2, 1_000, 4_000, 4_000],
    [3, 5_000, 15_000, 15_000],
    [4, 20_000, 60_000, 60_000],
    [5, 80_000, 60_000, 120_000], // 2 min step: [1, 2] min
    [6, 5 * MIN, 120_000, 240_000],
    [7, 10 * MIN, 240_000, 480_000],
    [8, 20 * MIN, 450_000, 900_000], // capped at 15 min from here on
    [500, 3 * DAY, 450_000, 900_000],
  ])('after %i attempts (age %i ms): between %i and %i ms', (attempts, age, min, max) => {
    expect(nextRetryDelay(attempts, age, DEFAULT_RETRY_POLICY, low)).toBe(min);
    expect(nextRetryDelay(attempts, age, DEFAULT_RETRY_POLICY, high)).toBe(max);
  });

  it('parks a lead whose next attempt would fall past the retry window', () => {
    expect(nextRetryDelay(600, 7 * DAY - 900_000, DEFAULT_RETRY_POLICY, high)).toBe(900_000);
    expect(nextRetryDelay(600, 7 * DAY - 899_999, DEFAULT_RETRY_POLICY, high)).toBeNull();
    expect(nextRetryDelay(600, 7 * DAY - 899_999, DEFAULT_RETRY_POLICY, low)).toBe(450_000);
    expect(nextRetryDelay(2, 8 * DAY, DEFAULT_RETRY_POLICY, low)).toBeNull();
  });

  it('retries a lead for 7 days by default, about every 15 minutes after the first hour', () => {
    let age = 0;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const wait = nextRetryDelay(attempts, age, DEFAULT_RETRY_POLICY, () => 0.5);
      if (wait === null) break;
      age += wait;
    }
    expect(age).toBeGreaterThan(7 * DAY - 15 * MIN);
    expect(age).toBeLessThanOrEqual(7 * DAY);
    // 7 days at ~11 min (¾ of 15 min on average), plus the fast start.
    expect(attempts).toBeGreaterThan(850);
    expect(attempts).toBeLessThan(950);
  });

  it('follows a shortened schedule given by configuration', () => {
    const short: RetryPolicy = { fastMs: [10, 20], capMs: 100, retryForMs: 1_000 };
    expect([1, 2, 3, 4, 5].map((a) => nextRetryDelay(a, 0, short, high))).toEqual([10, 20, 40, 80, 100]);
    expect(nextRetryDelay(9, 950, short, high)).toBeNull();
  });

  it('spreads leads that failed together', () => {
    const waits = new Set(Array.from({ length: 50 }, (_, i) => nextRetryDelay(12, 3 * 3_600_000, DEFAULT_RETRY_POLICY, () => i / 50)));
    expect(waits.size).toBe(50);
  });
});
