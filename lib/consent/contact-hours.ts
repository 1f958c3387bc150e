/**
 * When a university may call back (co: Ley 2300 de 2023; pa and cr: their own policy), as the
 * call-back slots a form offers and the check of the one a visitor chose. Pure and isomorphic:
 * the policy and the time zone come from the university's configuration, `now` from the caller,
 * so the server (the authority) and a page's island compute the same list
 * (docs/decisions/0012-consent-records.md).
 */
import { WEEKDAYS, type ContactPolicy, type Weekday } from '@/lib/content/consent-config';
import { isPublicHoliday } from './holidays';
import { addDays, instantOf, isCalendarDate, localDay, weekdayOf } from './zoned-time';

export type CallbackSlot = {
  /** `YYYY-MM-DDTHH:MM`, the slot's local start: what a form sends. */
  value: string;
  date: string;
  from: string;
  to: string;
  /** "martes 17 de noviembre" and "7:00 a. m. – 8:00 a. m.", to group a select by day. */
  dayLabel: string;
  timeLabel: string;
  startsAt: number;
  endsAt: number;
};

const DAY_NAMES: Record<Weekday, string> = { mon: 'lunes', tue: 'martes', wed: 'miércoles', thu: 'jueves', fri: 'viernes', sat: 'sábado', sun: 'domingo' };
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** How far ahead a form may look for its contact days (a long run of holidays included). */
const LOOKAHEAD_DAYS = 31;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** "7:00 a. m.", as the lead form's time control labels its choices. */
const clock12 = (minutes: number) => {
  const hour = Math.floor(minutes / 60) % 24;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'a. m.' : 'p. m.'}`;
};

/** Whether the policy allows any contact on `date` (a local `YYYY-MM-DD`). */
export function isContactDay(policy: ContactPolicy, date: string): boolean {
  const weekday = WEEKDAYS[weekdayOf(date)];
  if (!weekday || policy.closedDates.includes(date) || isPublicHoliday(policy.publicHolidays, date)) return false;
  return policy.windows.some((w) => w.days.includes(weekday));
}

/** Every slot of `date` the policy allows, whole slots inside a window, earliest first. */
export function slotsOn(policy: ContactPolicy, timeZone: string, date: string): CallbackSlot[] {
  if (!isContactDay(policy, date)) return [];
  const weekday = WEEKDAYS[weekdayOf(date)] as Weekday;
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  const dayLabel = `${DAY_NAMES[weekday]} ${day} de ${MONTHS[month - 1]}`;
  const starts = new Set<number>();
  for (const w of policy.windows.filter((x) => x.days.includes(weekday))) {
    for (let m = minutesOf(w.from); m + policy.slotMinutes <= minutesOf(w.to); m += policy.slotMinutes) starts.add(m);
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((m) => ({
      value: `${date}T${hhmmOf(m)}`,
      date,
      from: hhmmOf(m),
      to: hhmmOf(m + policy.slotMinutes),
      dayLabel,
      timeLabel: `${clock12(m)} – ${clock12(m + policy.slotMinutes)}`,
      startsAt: instantOf(date, m, timeZone),
      endsAt: instantOf(date, m + policy.slotMinutes, timeZone),
    }));
}

/**
 * The slots a form offers at `now`: those of the next `policy.offerDays` contact days that start
 * at least `minNoticeMinutes` after now. Never a slot already past, never a closed day.
 */
export function offeredSlots(policy: ContactPolicy, timeZone: string, now: number, days = policy.offerDays): CallbackSlot[] {
  const earliest = now + policy.minNoticeMinutes * 60_000;
  const offered: CallbackSlot[] = [];
  let date = localDay(now, timeZone);
  for (let found = 0, i = 0; found < days && i < LOOKAHEAD_DAYS; i++, date = addDays(date, 1)) {
    const open = slotsOn(policy, timeZone, date).filter((s) => s.startsAt >= earliest);
    if (open.length === 0) continue;
    offered.push(...open);
    found++;
  }
  return offered;
}

export type SlotCheck = { ok: true; slot: CallbackSlot } | { ok: false; error: string };

/**
 * Whether `value` is a slot the policy allows at `now`. A slot chosen from the list stays valid
 * until it ends (the visitor may send the form a little after its start); a slot outside the
 * offered days, on a closed day or outside the hours is refused with a Spanish message.
 */
export function checkSlot(policy: ContactPolicy, timeZone: string, value: string, now: number): SlotCheck {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!match || !isCalendarDate(match[1] ?? '')) return { ok: false, error: 'Elige un horario de la lista' };
  const [, date = '', from = ''] = match;
  if (!isContactDay(policy, date)) return { ok: false, error: 'Ese día no hacemos llamadas: elige otro horario' };
  const slot = slotsOn(policy, timeZone, date).find((s) => s.from === from);
  if (!slot) return { ok: false, error: 'A esa hora no hacemos llamadas: elige otro horario' };
  if (slot.endsAt <= now) return { ok: false, error: 'Ese horario ya pasó: elige otro' };
  const offered = offeredSlots(policy, timeZone, now);
  const last = offered[offered.length - 1];
  if (!last || date > last.date) return { ok: false, error: 'Elige un horario de los próximos días' };
  return { ok: true, slot };
}
