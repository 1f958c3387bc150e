import { judgeFillTime, MAX_CLOCK_SKEW_MS, MIN_FILL_MS } from './timing';

const NOW = Date.UTC(2026, 10, 22, 12);

describe('judgeFillTime', () => {
  it.each([
    ['shown 10 s ago', NOW - 10_000, 'ok'],
    ['shown exactly the minimum ago', NOW - MIN_FILL_MS, 'ok'],
    ['shown 1 s ago', NOW - 1_000, 'too_fast'],
    ['shown right now', NOW, 'too_fast'],
    ['another instance’s clock 30 s ahead', NOW + 30_000, 'ok'],
    ['another instance’s clock at the skew limit', NOW + MAX_CLOCK_SKEW_MS, 'ok'],
    ['just beyond the skew', NOW + MAX_CLOCK_SKEW_MS + 1, 'in_future'],
    ['a year ahead', NOW + 365 * 86_400_000, 'in_future'],
    ['the largest safe integer', Number.MAX_SAFE_INTEGER, 'in_future'],
  ])('%s → %s', (_label, startedAt, verdict) => {
    expect(judgeFillTime(startedAt, NOW)).toBe(verdict);
  });
});
