/**
 * Public holidays, from maintained calendars rather than hand-written lists: Colombia's through
 * `colombian-holidays` (Ley 51 de 1983, the Ley Emiliani: most holidays move to the next Monday,
 * and Easter-based ones follow Easter). A day counts by its celebration date, the day off itself.
 */
import { FIRST_HOLIDAY_YEAR, getHolidaysForYear, LAST_HOLIDAY_YEAR } from 'colombian-holidays';

export type HolidayCalendar = 'co' | 'none';

const years = new Map<number, ReadonlySet<string>>();

/** Colombia's public holidays of `year`, as `YYYY-MM-DD` celebration dates. */
export function colombianHolidays(year: number): ReadonlySet<string> {
  let days = years.get(year);
  if (!days) {
    const known = Number.isInteger(year) && year >= FIRST_HOLIDAY_YEAR && year <= LAST_HOLIDAY_YEAR;
    days = new Set(known ? getHolidaysForYear(year).map((h) => h.celebrationDate) : []);
    years.set(year, days);
  }
  return days;
}

/** Whether `date` (`YYYY-MM-DD`, a local calendar day) is a public holiday of `calendar`. */
export function isPublicHoliday(calendar: HolidayCalendar, date: string): boolean {
  return calendar === 'co' && colombianHolidays(Number(date.slice(0, 4))).has(date);
}
