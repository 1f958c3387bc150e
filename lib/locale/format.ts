/**
 * Locale formatting (rules §1, §9): es-CO (COP), es-PA (PAB), es-CR (CRC), all with comma decimal
 * separator and dot grouping, Spanish UTC dates and Monday-first weeks.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { CurrencyCode } from './money';

dayjs.extend(utc);

export { formatNumber } from './number';
export { formatCurrency, type CurrencyCode } from './money';

/** Site locales (rules §1). */
export const SITE_LOCALES = ['es-CO', 'es-PA', 'es-CR'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

/** Currency of each locale (rules §1). */
export const LOCALE_CURRENCY: Readonly<Record<SiteLocale, CurrencyCode>> = {
  'es-CO': 'COP',
  'es-PA': 'PAB',
  'es-CR': 'CRC',
};

/** Spanish 3-letter month abbreviations (rules §9). */
export const SPANISH_MONTHS = [
  'ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic',
] as const;

/** Weeks start on Monday (rules §9). */
export const WEEK_START = 1;

/**
 * Short date `d/MM/yy` in the given IANA time zone (rules §1): "3/02/27". An unknown time zone
 * falls back to UTC rather than throwing during render.
 */
export function formatShortDate(epochSeconds: number, timeZone: string): string {
  const date = new Date(epochSeconds * 1000);
  if (Number.isNaN(date.getTime())) return '';
  let fmt: Intl.DateTimeFormat;
  try {
    fmt = new Intl.DateTimeFormat('en-US', { timeZone, day: 'numeric', month: '2-digit', year: '2-digit' });
  } catch {
    fmt = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', day: 'numeric', month: '2-digit', year: '2-digit' });
  }
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    fmt.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

function monthDay(d: dayjs.Dayjs): string {
  return `${SPANISH_MONTHS[d.month()] ?? ''} ${d.date()}`;
}

/** Spanish date in UTC with abbreviated month (rules §9): 1735689600 → "ene 1, 2025". */
export function formatSpanishDate(epochSeconds: number): string {
  const d = dayjs.utc(epochSeconds * 1000);
  return d.isValid() ? `${monthDay(d)}, ${d.year()}` : '';
}

/**
 * Date range in UTC (rules §9): same day → one date; same year → "ene 1 – ene 3, 2025";
 * different years → both full dates. Arguments are ordered earliest first.
 */
export function formatDateRange(startEpochSeconds: number, endEpochSeconds: number): string {
  const a = dayjs.utc(Math.min(startEpochSeconds, endEpochSeconds) * 1000);
  const b = dayjs.utc(Math.max(startEpochSeconds, endEpochSeconds) * 1000);
  if (!a.isValid() || !b.isValid()) return '';
  if (a.isSame(b, 'day')) return formatSpanishDate(a.unix());
  if (a.year() === b.year()) return `${monthDay(a)} – ${monthDay(b)}, ${b.year()}`;
  return `${formatSpanishDate(a.unix())} – ${formatSpanishDate(b.unix())}`;
}

/** Monday 00:00 UTC of the week containing `date` (rules §9, weeks start Monday). */
export function startOfWeek(date: Date): Date {
  const d = dayjs.utc(date);
  if (!d.isValid()) return new Date(Number.NaN);
  const back = (d.day() - WEEK_START + 7) % 7;
  return d.startOf('day').subtract(back, 'day').toDate();
}
