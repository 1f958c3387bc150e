import { describe, expect, it } from '@jest/globals';
import { addDays, instantOf, isCalendarDate, localDay, weekdayOf } from './zoned-time';

describe('zoned time', () => {
  it.each([
    ['Bogotá, UTC−5 all year', '2026-11-17', 7 * 60, 'America/Bogota', Date.UTC(2026, 10, 17, 12, 0)],
    ['Costa Rica, UTC−6', '2026-11-17', 7 * 60, 'America/Costa_Rica', Date.UTC(2026, 10, 17, 13, 0)],
    ['New York before its spring change (UTC−5)', '2026-03-07', 10 * 60, 'America/New_York', Date.UTC(2026, 2, 7, 15, 0)],
    ['New York on the day of the change, after it (UTC−4)', '2026-03-08', 10 * 60, 'America/New_York', Date.UTC(2026, 2, 8, 14, 0)],
    ['New York on the day of the change, before it (UTC−5)', '2026-03-08', 60, 'America/New_York', Date.UTC(2026, 2, 8, 6, 0)],
    ['midnight ending the day', '2026-11-17', 24 * 60, 'America/Bogota', Date.UTC(2026, 10, 18, 5, 0)],
  ])('instantOf: %s', (_label, date, minutes, zone, expected) => {
    expect(instantOf(date, minutes, zone)).toBe(expected);
  });

  it('localDay: the calendar day where the university is, not in UTC', () => {
    expect(localDay(Date.UTC(2026, 10, 18, 3, 0), 'America/Bogota')).toBe('2026-11-17');
    expect(localDay(Date.UTC(2026, 10, 18, 5, 0), 'America/Bogota')).toBe('2026-11-18');
  });

  it.each([
    ['2026-11-16', 0],
    ['2026-11-21', 5],
    ['2026-11-22', 6],
  ])('weekdayOf(%s) is %i (Monday first)', (date, day) => {
    expect(weekdayOf(date)).toBe(day);
  });

  it('addDays and isCalendarDate', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect([isCalendarDate('2028-02-29'), isCalendarDate('2026-02-29'), isCalendarDate('2026-13-01'), isCalendarDate('26-1-1')]).toEqual([true, false, false, false]);
  });
});
