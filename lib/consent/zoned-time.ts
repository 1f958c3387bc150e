/**
 * Calendar days and wall-clock times in a named time zone (the university's), with Intl only:
 * no time-zone database of our own, right across a daylight-saving change should a country adopt
 * one again. Dates are local `YYYY-MM-DD` strings; instants are epoch milliseconds.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock reading of `at` in `timeZone`, as if it were UTC (epoch ms). */
function wallClock(at: number, timeZone: string): number {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(at).map((p) => [p.type, p.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) % 24, Number(parts.minute), Number(parts.second));
}

const ymd = (utc: number) => new Date(utc).toISOString().slice(0, 10);

/** The local calendar day of `at` in `timeZone`. */
export const localDay = (at: number, timeZone: string) => ymd(wallClock(at, timeZone));

/** The exact instant when the wall clock of `timeZone` reads `wall` (epoch ms read as UTC). */
function exactInstant(wall: number, timeZone: string): number {
  const guess = wall - (wallClock(wall, timeZone) - wall);
  // Once more at the guess: right when an offset change lies between the guess and the answer.
  return wall - (wallClock(guess, timeZone) - guess);
}

/** Per time zone and day: its UTC offset when the same at both ends of the day, else null. */
const dayOffsets = new Map<string, number | null>();

/** The instant when the wall clock of `timeZone` reads `minutes` after midnight of `date`. */
export function instantOf(date: string, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(y, m - 1, d);
  const key = `${timeZone}|${date}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    // One reading per day and zone: a form lists dozens of slots of the same few days.
    const start = midnight - exactInstant(midnight, timeZone);
    const end = midnight + 86_400_000 - exactInstant(midnight + 86_400_000, timeZone);
    offset = start === end ? start : null;
    if (dayOffsets.size > 5_000) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  const wall = midnight + minutes * 60_000;
  return offset === null ? exactInstant(wall, timeZone) : wall - offset;
}

/** 0 for Monday … 6 for Sunday (the week starts on Monday, rules §1). */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return ymd(Date.UTC(y, m - 1, d + days));
}

/** Whether `date` is a real `YYYY-MM-DD` day (not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return ymd(Date.UTC(y, m - 1, d)) === date;
}
