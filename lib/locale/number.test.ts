import { describe, expect, it } from '@jest/globals';
import { formatParts } from './number';

/** What the site wrote with Intl.NumberFormat: the reference formatParts must agree with. */
function withIntl(value: number, minDigits: number, maxDigits: number): string {
  const abs = new Intl.NumberFormat('en-US', { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits, useGrouping: true })
    .format(Math.abs(value))
    .replace(/[.,]/g, (c) => (c === ',' ? '.' : ','));
  return value < 0 && /[1-9]/.test(abs) ? `-${abs}` : abs;
}

/** Halves, binary near-halves, prices, percentages, sub-unit and huge values, both signs. */
const VALUES = [
  0, -0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 1.005, 2.675, 1.45, 8.345, 0.045, 0.001, -0.001, 999.995, 999_999.5, 12.5,
  1234567.5, 4_850_000, 17_340_000.25, 1e15 + 0.5, 2 ** 53, 9.999e20, 1e21, 1.5e22, 123e25, 1e-7, 5e-7, 4.5e-7, 9.5e-7, 1.2345e-8,
  ...Array.from({ length: 400 }, (_, i) => ((i * 7919) % 100_003) / 64 - 700),
  ...Array.from({ length: 200 }, (_, i) => Math.round(i * 1234.567 * 1000) / 1000),
];
const DIGITS: [number, number][] = [[0, 0], [0, 1], [0, 2], [1, 1], [2, 2], [0, 3], [4, 4], [0, 6], [0, 20]];

describe('formatParts writes what Intl.NumberFormat wrote (rules §1)', () => {
  it.each(DIGITS)('%i to %i decimals, %#', (min, max) => {
    const differ = VALUES.filter((v) => formatParts(v, min, max) !== withIntl(v, min, max));
    expect(differ.map((v) => [v, formatParts(v, min, max), withIntl(v, min, max)])).toEqual([]);
  });
});
