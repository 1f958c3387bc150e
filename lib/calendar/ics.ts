/**
 * iCalendar (RFC 5545) for "Agregar a mi calendario": pure functions, no I/O.
 * Times are written in UTC; a course schedule repeats monthly 6 × count times (rules §9).
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** Sessions per unit of a course schedule's count (rules §9: repeatCount = 6 × count). */
export const SESSIONS_PER_COUNT = 6;

export type CalendarEvent = {
  /** Globally unique and stable, e.g. `co-event-1@uandinadelsaber.edu.co`. */
  uid: string;
  /** Epoch seconds. */
  start: number;
  end: number;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** Course schedule: a monthly RRULE with 6 × count occurrences. */
  scheduleCount?: number;
};

export type CalendarOptions = {
  prodId: string;
  /** IANA time zone of the university, written as X-WR-TIMEZONE. */
  timeZone: string;
  calendarName?: string;
  /** DTSTAMP, epoch seconds: when the object was produced. */
  stamp: number;
};

/** TEXT value escaping: backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const octets = (codePoint: number): number =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * Content-line folding (RFC 5545 §3.1): lines of at most 75 octets of UTF-8, continued after
 * CRLF + one space; a multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const n = octets(char.codePointAt(0) ?? 0);
    if (size + n > MAX_OCTETS) {
      out.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += n;
  }
  out.push(current);
  return out.join(CRLF);
}

/** Epoch seconds → `YYYYMMDDTHHMMSSZ` (UTC date-time form). */
export function formatUtc(epochSeconds: number): string {
  const date = new Date(epochSeconds * 1000);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Fecha inválida: ${epochSeconds}`);
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** The RRULE value of a course schedule: monthly, 6 × count occurrences. */
export function monthlyRule(count: number): string {
  return `FREQ=MONTHLY;COUNT=${SESSIONS_PER_COUNT * count}`;
}

/**
 * Start times (epoch seconds) of the 6 × count monthly sessions, computed in UTC as the RRULE
 * is: a month without that day (e.g. the 31st) is skipped and does not count (RFC 5545 §3.3.10).
 */
export function monthlySessions(start: number, count: number): number[] {
  const first = new Date(start * 1000);
  if (Number.isNaN(first.getTime()) || count <= 0) return [];
  const total = SESSIONS_PER_COUNT * count;
  const sessions: number[] = [];
  for (let month = 0; sessions.length < total && month < total * 2; month++) {
    const d = new Date(first);
    d.setUTCDate(1);
    d.setUTCMonth(first.getUTCMonth() + month);
    d.setUTCDate(first.getUTCDate());
    if (d.getUTCDate() === first.getUTCDate()) sessions.push(Math.floor(d.getTime() / 1000));
  }
  return sessions;
}

/** A whole VCALENDAR with one VEVENT, CRLF line endings and folded lines. */
export function buildIcs(event: CalendarEvent, options: CalendarOptions): string {
  const text = (name: string, value: string | undefined) => (value ? [`${name}:${escapeText(value)}`] : []);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...text('X-WR-CALNAME', options.calendarName),
    `X-WR-TIMEZONE:${options.timeZone}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(options.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(Math.max(event.end, event.start))}`,
    ...(event.scheduleCount ? [`RRULE:${monthlyRule(event.scheduleCount)}`] : []),
    ...text('SUMMARY', event.summary),
    ...text('DESCRIPTION', event.description),
    ...text('LOCATION', event.location),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A safe ASCII `.ics` file name from a path's last segment. */
export function icsFileName(segment: string): string {
  const base = segment
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'evento'}.ics`;
}
