/**
 * The call-back slots of each university's contact policy, as the embedded configuration sets it
 * (co: Ley 2300 de 2023), with an injected "now".
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseUniversityConfig } from '@/lib/content/config';
import type { ContactPolicy } from '@/lib/content/consent-config';
import { checkSlot, offeredSlots, slotsOn, type CallbackSlot } from './contact-hours';
import { colombianHolidays } from './holidays';
import { instantOf, weekdayOf } from './zoned-time';

function configOf(code: 'co' | 'pa' | 'cr'): { policy: ContactPolicy; timeZone: string } {
  const config = parseUniversityConfig(JSON.parse(readFileSync(join(__dirname, '../../content-service/content', code, 'config.json'), 'utf8')));
  if (!config?.contactPolicy) throw new Error(`${code}: no contact policy`);
  return { policy: config.contactPolicy, timeZone: config.timeZone };
}

const co = configOf('co');
/** A local time in Bogotá (UTC−5) as an instant. */
const bogota = (date: string, hhmm: string) => instantOf(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), 'America/Bogota');
const SUNDAY = 6;
const SATURDAY = 5;

/** What Ley 2300 de 2023 allows, checked slot by slot. */
function breaksLey2300(slot: CallbackSlot): string | null {
  const day = weekdayOf(slot.date);
  if (day === SUNDAY) return 'on a Sunday';
  if (colombianHolidays(Number(slot.date.slice(0, 4))).has(slot.date)) return 'on a public holiday';
  if (day === SATURDAY && (slot.from < '08:00' || slot.to > '15:00')) return 'outside 8:00–15:00 on a Saturday';
  if (day < SATURDAY && (slot.from < '07:00' || slot.to > '19:00')) return 'outside 7:00–19:00 on a weekday';
  return null;
}

describe('call-back slots in Colombia (Ley 2300 de 2023)', () => {
  it('from a Friday evening before the moved Monday holiday of 16 Nov 2026: Saturday to 15:00, then Tuesday on', () => {
    const slots = offeredSlots(co.policy, co.timeZone, bogota('2026-11-13', '18:45'));
    const days = [...new Set(slots.map((s) => s.date))];
    expect(days).toEqual(['2026-11-14', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    expect(slots.filter((s) => s.date === '2026-11-14').map((s) => s.from)).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00']);
    expect(slots.filter((s) => s.date === '2026-11-17').map((s) => `${s.from}-${s.to}`)).toEqual(
      ['07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18'].map((h) => `${h}:00-${String(Number(h) + 1).padStart(2, '0')}:00`),
    );
    expect(slots[0]).toEqual({
      value: '2026-11-14T08:00',
      date: '2026-11-14',
      from: '08:00',
      to: '09:00',
      dayLabel: 'sábado 14 de noviembre',
      timeLabel: '8:00 a. m. – 9:00 a. m.',
      startsAt: Date.UTC(2026, 10, 14, 13, 0),
      endsAt: Date.UTC(2026, 10, 14, 14, 0),
    });
  });

  it.each([
    ['a Sunday', '2026-11-15'],
    ['a moved Monday holiday (Independencia de Cartagena, 11 → 16 Nov 2026)', '2026-11-16'],
    ['a moved Monday holiday (Reyes Magos, 6 → 12 Jan 2026)', '2026-01-12'],
    ['Good Friday 2027', '2027-03-26'],
    ['Labour Day on a Saturday (2027)', '2027-05-01'],
  ])('no slot on %s', (_label, date) => {
    expect(slotsOn(co.policy, co.timeZone, date)).toEqual([]);
    expect(checkSlot(co.policy, co.timeZone, `${date}T10:00`, bogota(addDaysBefore(date), '12:00'))).toEqual({ ok: false, error: 'Ese día no hacemos llamadas: elige otro horario' });
  });

  it('the original date of a moved holiday is a working day (6 Jan 2026, a Tuesday)', () => {
    expect(slotsOn(co.policy, co.timeZone, '2026-01-06')).toHaveLength(12);
  });

  it('every slot offered on any day of 2026 and 2027, at any hour, keeps to Ley 2300 and is still ahead', () => {
    const wrong: string[] = [];
    let offered = 0;
    for (let at = bogota('2026-01-01', '00:00'); at < bogota('2028-01-01', '00:00'); at += 7 * 3_600_000 + 13 * 60_000) {
      const slots = offeredSlots(co.policy, co.timeZone, at);
      if (new Set(slots.map((s) => s.date)).size !== 5) wrong.push(`${new Date(at).toISOString()}: not 5 days`);
      for (const slot of slots) {
        const broken = breaksLey2300(slot) ?? (slot.startsAt < at + 30 * 60_000 ? 'less than 30 min ahead' : null);
        if (broken) wrong.push(`${new Date(at).toISOString()}: ${slot.value} ${broken}`);
      }
      offered += slots.length;
    }
    expect(wrong).toEqual([]);
    expect(offered).toBeGreaterThan(100_000);
  });

  it('the law check itself catches a policy that breaks it (Sundays, holidays, 6:00–20:00)', () => {
    const loose: ContactPolicy = { ...co.policy, publicHolidays: 'none', windows: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], from: '06:00', to: '20:00' }] };
    const broken = offeredSlots(loose, co.timeZone, bogota('2026-11-13', '18:45')).map(breaksLey2300);
    expect(new Set(broken)).toEqual(new Set([null, 'on a Sunday', 'on a public holiday', 'outside 8:00–15:00 on a Saturday', 'outside 7:00–19:00 on a weekday']));
  });

  // Tuesday 17 Nov 2026, 12:30 in Bogotá.
  const now = bogota('2026-11-17', '12:30');
  it.each([
    ['a weekday slot', '2026-11-17T18:00', true, ''],
    ['the slot under way (sent a moment after its start)', '2026-11-17T12:00', true, ''],
    ['a Saturday slot ending at 15:00', '2026-11-21T14:00', true, ''],
    ['before 7:00 on a weekday', '2026-11-18T06:00', false, 'A esa hora no hacemos llamadas: elige otro horario'],
    ['after 19:00 on a weekday', '2026-11-18T19:00', false, 'A esa hora no hacemos llamadas: elige otro horario'],
    ['a slot ending after 19:00', '2026-11-18T18:30', false, 'A esa hora no hacemos llamadas: elige otro horario'],
    ['after 15:00 on a Saturday', '2026-11-21T15:00', false, 'A esa hora no hacemos llamadas: elige otro horario'],
    ['before 8:00 on a Saturday', '2026-11-21T07:00', false, 'A esa hora no hacemos llamadas: elige otro horario'],
    ['a Sunday', '2026-11-22T10:00', false, 'Ese día no hacemos llamadas: elige otro horario'],
    ['a slot already over', '2026-11-17T11:00', false, 'Ese horario ya pasó: elige otro'],
    ['a day beyond the offered ones', '2026-12-18T10:00', false, 'Elige un horario de los próximos días'],
    ['a day that does not exist', '2026-02-30T10:00', false, 'Elige un horario de la lista'],
    ['another format', '2026-11-18 10:00', false, 'Elige un horario de la lista'],
    ['nothing', '', false, 'Elige un horario de la lista'],
  ])('checkSlot: %s (%s)', (_label, value, ok, error) => {
    const check = checkSlot(co.policy, co.timeZone, value, now);
    expect(check.ok ? { ok: true, value: check.slot.value } : check).toEqual(ok ? { ok: true, value } : { ok: false, error });
  });

  it('every offered slot passes the check at the same moment', () => {
    for (const slot of offeredSlots(co.policy, co.timeZone, now)) expect(checkSlot(co.policy, co.timeZone, slot.value, now).ok).toBe(true);
  });
});

describe('call-back slots in Panamá and Costa Rica (their own policies and time zones)', () => {
  it('Panamá: 8:00–18:00 on weekdays, 9:00–13:00 on Saturdays, none on its national days (3–5 Nov 2026)', () => {
    const pa = configOf('pa');
    const slots = offeredSlots(pa.policy, pa.timeZone, instantOf('2026-11-02', 17 * 60, 'America/Panama'));
    expect([...new Set(slots.map((s) => s.date))]).toEqual(['2026-11-06', '2026-11-07', '2026-11-09', '2026-11-11', '2026-11-12']);
    expect(slots.find((s) => s.date === '2026-11-07')).toMatchObject({ from: '09:00' });
    expect(slots.filter((s) => s.date === '2026-11-07').at(-1)).toMatchObject({ to: '13:00' });
    // 8:00 in Panamá (UTC−5) is 13:00 UTC.
    expect(slots[0]?.startsAt).toBe(Date.UTC(2026, 10, 6, 13, 0));
  });

  it('Costa Rica: its time zone (UTC−6), 8:00–12:00 on Saturdays, none on 15 Sep 2026', () => {
    const cr = configOf('cr');
    const slots = offeredSlots(cr.policy, cr.timeZone, instantOf('2026-09-14', 19 * 60, 'America/Costa_Rica'));
    expect(slots[0]).toMatchObject({ value: '2026-09-16T08:00', startsAt: Date.UTC(2026, 8, 16, 14, 0) });
    expect(slots.filter((s) => s.date === '2026-09-19').map((s) => s.from)).toEqual(['08:00', '09:00', '10:00', '11:00']);
    expect(checkSlot(cr.policy, cr.timeZone, '2026-09-15T10:00', Date.UTC(2026, 8, 14)).ok).toBe(false);
  });
});

/** The day before `date` (a "now" from which `date` is within the offered days). */
function addDaysBefore(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}
