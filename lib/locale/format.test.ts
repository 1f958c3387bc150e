import { describe, expect, it } from '@jest/globals';
import {
  LOCALE_CURRENCY,
  WEEK_START,
  formatCurrency,
  formatDateRange,
  formatNumber,
  formatShortDate,
  formatSpanishDate,
  startOfWeek,
  type CurrencyCode,
} from './format';

const JAN_1_2025 = 1735689600; // 2025-01-01T00:00:00Z
const FEB_3_2027 = 1801612800; // 2027-02-03T00:00:00Z
const DAY = 86_400;

describe('formatNumber (comma decimals, dot grouping)', () => {
  it.each([
    ['grouping and decimals', 1234.5, undefined, '1.234,5'],
    ['millions', 1234567.891, undefined, '1.234.567,89'],
    ['small numbers ungrouped', 999, undefined, '999'],
    ['4 digits grouped', 1000, undefined, '1.000'],
    ['negatives', -1234.5, undefined, '-1.234,5'],
    ['rounded -0 has no sign', -0.001, undefined, '0'],
    ['custom decimals', 3.14159, 4, '3,1416'],
    ['NaN → empty', Number.NaN, undefined, ''],
    ['Infinity → empty', Number.POSITIVE_INFINITY, undefined, ''],
  ])('%s', (_rule, value, digits, expected) => {
    expect(formatNumber(value, digits)).toBe(expected);
  });

  it.each([
    ['fixed one decimal', 10, 1, 1, '10,0'],
    ['fixed one decimal, rounded', 2.44, 1, 1, '2,4'],
    ['whole, grouped', 1234.4, 0, 0, '1.234'],
    ['minimum capped by maximum', 2.5, 0, 3, '3'],
  ])('%s', (_rule, value, max, min, expected) => {
    expect(formatNumber(value, max, min)).toBe(expected);
  });
});

describe('formatCurrency', () => {
  it.each<[string, number, CurrencyCode, string]>([
    ['COP: $, 0 decimals, rounded', 1234567.5, 'COP', '$1.234.568'],
    ['PAB: B/., 2 decimals', 1234.5, 'PAB', 'B/.1.234,50'],
    ['CRC: ₡, 0 decimals', 1234567.5, 'CRC', '₡1.234.568'],
    ['negative sign before the symbol', -5000, 'COP', '-$5.000'],
    ['zero', 0, 'PAB', 'B/.0,00'],
    ['NaN → empty', Number.NaN, 'CRC', ''],
  ])('%s', (_rule, value, currency, expected) => {
    expect(formatCurrency(value, currency)).toBe(expected);
  });

  it.each([
    ['es-CO', 'COP'],
    ['es-PA', 'PAB'],
    ['es-CR', 'CRC'],
  ] as const)('%s uses %s', (locale, currency) => {
    expect(LOCALE_CURRENCY[locale]).toBe(currency);
  });
});

describe('formatShortDate (d/MM/yy)', () => {
  it.each([
    ['UTC', FEB_3_2027, 'UTC', '3/02/27'],
    ['Bogotá is UTC-5 (previous day)', FEB_3_2027, 'America/Bogota', '2/02/27'],
    ['Costa Rica', FEB_3_2027 + 12 * 3600, 'America/Costa_Rica', '3/02/27'],
    ['two-digit day', JAN_1_2025 + 14 * DAY, 'UTC', '15/01/25'],
    ['unknown zone falls back to UTC', FEB_3_2027, 'Not/AZone', '3/02/27'],
    ['NaN → empty', Number.NaN, 'UTC', ''],
  ])('%s', (_rule, epoch, zone, expected) => {
    expect(formatShortDate(epoch, zone)).toBe(expected);
  });
});

describe('formatSpanishDate (UTC)', () => {
  it.each([
    ['ene', JAN_1_2025, 'ene 1, 2025'],
    ['feb', FEB_3_2027, 'feb 3, 2027'],
    ['ago', Date.UTC(2025, 7, 15) / 1000, 'ago 15, 2025'],
    ['dic, late UTC time stays same day', Date.UTC(2024, 11, 31, 23, 59) / 1000, 'dic 31, 2024'],
    ['NaN → empty', Number.NaN, ''],
  ])('%s', (_rule, epoch, expected) => {
    expect(formatSpanishDate(epoch)).toBe(expected);
  });
});

describe('formatDateRange', () => {
  it.each([
    ['same year', JAN_1_2025, JAN_1_2025 + 2 * DAY, 'ene 1 – ene 3, 2025'],
    ['same day → one date', JAN_1_2025, JAN_1_2025 + 3600, 'ene 1, 2025'],
    ['different years → both full', JAN_1_2025 - 2 * DAY, JAN_1_2025 + DAY, 'dic 30, 2024 – ene 2, 2025'],
    ['reversed arguments are ordered', JAN_1_2025 + 2 * DAY, JAN_1_2025, 'ene 1 – ene 3, 2025'],
    ['across months', JAN_1_2025 + 30 * DAY, JAN_1_2025 + 33 * DAY, 'ene 31 – feb 3, 2025'],
  ])('%s', (_rule, start, end, expected) => {
    expect(formatDateRange(start, end)).toBe(expected);
  });
});

describe('startOfWeek (Monday, UTC)', () => {
  it('weeks start on Monday', () => {
    expect(WEEK_START).toBe(1);
  });

  it.each([
    ['Wednesday → Monday', '2025-01-01T15:30:00.000Z', '2024-12-30T00:00:00.000Z'],
    ['Monday → itself at 00:00', '2024-12-30T08:00:00.000Z', '2024-12-30T00:00:00.000Z'],
    ['Sunday → previous Monday', '2025-01-05T23:59:59.999Z', '2024-12-30T00:00:00.000Z'],
    ['Saturday → Monday', '2025-01-11T00:00:00.000Z', '2025-01-06T00:00:00.000Z'],
  ])('%s', (_rule, input, expected) => {
    expect(startOfWeek(new Date(input)).toISOString()).toBe(expected);
  });

  it('invalid date stays invalid', () => {
    expect(Number.isNaN(startOfWeek(new Date('nope')).getTime())).toBe(true);
  });
});
