/**
 * The holiday library against the official calendar: Colombia's public holidays of 2026 and 2027
 * as published under Ley 51 de 1983 (Ley Emiliani) and the Easter dates of those years
 * (5 April 2026, 28 March 2027), the moved Mondays included.
 */
import { describe, expect, it } from '@jest/globals';
import { colombianHolidays, isPublicHoliday } from './holidays';

const OFFICIAL: Record<number, string[]> = {
  2026: [
    '2026-01-01', // Año Nuevo
    '2026-01-12', // Reyes Magos (6 Jan, a Tuesday → Monday)
    '2026-03-23', // San José (19 Mar → Monday)
    '2026-04-02', // Jueves Santo
    '2026-04-03', // Viernes Santo
    '2026-05-01', // Día del Trabajo
    '2026-05-18', // Ascensión del Señor (14 May → Monday)
    '2026-06-08', // Corpus Christi (4 Jun → Monday)
    '2026-06-15', // Sagrado Corazón (12 Jun → Monday)
    '2026-06-29', // San Pedro y San Pablo (a Monday)
    '2026-07-20', // Independencia
    '2026-08-07', // Batalla de Boyacá
    '2026-08-17', // Asunción de la Virgen (15 Aug, a Saturday → Monday)
    '2026-10-12', // Día de la Raza (a Monday)
    '2026-11-02', // Todos los Santos (1 Nov, a Sunday → Monday)
    '2026-11-16', // Independencia de Cartagena (11 Nov → Monday)
    '2026-12-08', // Inmaculada Concepción
    '2026-12-25', // Navidad
  ],
  2027: [
    '2027-01-01',
    '2027-01-11', // Reyes Magos (6 Jan, a Wednesday → Monday)
    '2027-03-22', // San José
    '2027-03-25', // Jueves Santo
    '2027-03-26', // Viernes Santo
    '2027-05-01', // Día del Trabajo (a Saturday, not moved)
    '2027-05-10', // Ascensión del Señor
    '2027-05-31', // Corpus Christi
    '2027-06-07', // Sagrado Corazón
    '2027-07-05', // San Pedro y San Pablo (29 Jun, a Tuesday → Monday)
    '2027-07-20',
    '2027-08-07', // a Saturday, not moved
    '2027-08-16', // Asunción
    '2027-10-18', // Día de la Raza
    '2027-11-01', // Todos los Santos (a Monday)
    '2027-11-15', // Independencia de Cartagena
    '2027-12-08',
    '2027-12-25',
  ],
};

describe('Colombian public holidays (colombian-holidays)', () => {
  it.each([2026, 2027])('match the official list of %i, day for day', (year) => {
    expect([...colombianHolidays(year)].sort()).toEqual(OFFICIAL[year]);
  });

  it.each([
    ['a moved Monday', '2026-01-12', true],
    ['the original date of a moved holiday is a working day', '2026-01-06', false],
    ['Easter Thursday', '2027-03-25', true],
    ['an ordinary Tuesday', '2026-11-17', false],
  ])('%s: %s', (_label, date, holiday) => {
    expect(isPublicHoliday('co', date)).toBe(holiday);
    expect(isPublicHoliday('none', date)).toBe(false);
  });

  it('knows no holiday outside the calendar’s years rather than failing', () => {
    expect(colombianHolidays(1200).size).toBe(0);
    expect(isPublicHoliday('co', '9999-01-01')).toBe(false);
  });
});
