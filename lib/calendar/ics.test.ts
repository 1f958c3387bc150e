import { buildIcs, escapeText, foldLine, formatUtc, icsFileName, monthlyRule, monthlySessions } from './ics';

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');

describe('escapeText', () => {
  test.each([
    ['plain', 'Feria universitaria', 'Feria universitaria'],
    ['comma', 'Bogotá, Colombia', 'Bogotá\\, Colombia'],
    ['semicolon', 'a;b', 'a\\;b'],
    ['backslash first', 'C:\\ruta;x', 'C:\\\\ruta\\;x'],
    ['LF', 'línea 1\nlínea 2', 'línea 1\\nlínea 2'],
    ['CRLF', 'a\r\nb', 'a\\nb'],
    ['CR', 'a\rb', 'a\\nb'],
    ['all together', 'Sede: Calle 77 # 59-61, piso 2;\nAula 5', 'Sede: Calle 77 # 59-61\\, piso 2\\;\\nAula 5'],
  ])('%s', (_name, input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });
});

describe('foldLine', () => {
  test.each([
    ['short line unchanged', 'SUMMARY:Hola', ['SUMMARY:Hola']],
    ['exactly 75 octets unchanged', 'X'.repeat(75), ['X'.repeat(75)]],
    ['76 octets → 75 + space + 1', 'X'.repeat(76), ['X'.repeat(75), ' X']],
    ['continuations hold 74 octets', 'X'.repeat(75 + 74 + 1), ['X'.repeat(75), ` ${'X'.repeat(74)}`, ' X']],
  ])('%s', (_name, input, expected) => {
    expect(foldLine(input).split('\r\n')).toEqual(expected);
  });

  test.each([
    ['two-byte letters', 'DESCRIPTION:' + 'ñ'.repeat(80)],
    ['three-byte symbols', 'SUMMARY:' + '€'.repeat(60)],
    ['astral characters', 'SUMMARY:' + '🎓'.repeat(40)],
  ])('never splits a character and keeps lines ≤ 75 octets: %s', (_name, input) => {
    const lines = foldLine(input).split('\r\n');
    for (const line of lines) expect(utf8(line)).toBeLessThanOrEqual(75);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(input);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
  });
});

describe('formatUtc', () => {
  test.each([
    [0, '19700101T000000Z'],
    [1735689600, '20250101T000000Z'],
    [1796859000, '20261209T233000Z'],
    [1802527200.9, '20270213T140000Z'],
  ])('%d → %s', (epoch, expected) => {
    expect(formatUtc(epoch)).toBe(expected);
  });

  test('rejects an invalid date', () => {
    expect(() => formatUtc(Number.NaN)).toThrow(RangeError);
  });
});

describe('course schedule (rules §9: 6 × count, monthly)', () => {
  test.each([
    [1, 'FREQ=MONTHLY;COUNT=6'],
    [2, 'FREQ=MONTHLY;COUNT=12'],
    [3, 'FREQ=MONTHLY;COUNT=18'],
  ])('count %d → %s', (count, rule) => {
    expect(monthlyRule(count)).toBe(rule);
  });

  test.each([
    ['mid-month, count 1', Date.UTC(2027, 1, 10, 23, 0) / 1000, 1, ['2027-02-10', '2027-03-10', '2027-04-10', '2027-05-10', '2027-06-10', '2027-07-10']],
    ['crosses the year', Date.UTC(2026, 10, 5, 14) / 1000, 1, ['2026-11-05', '2026-12-05', '2027-01-05', '2027-02-05', '2027-03-05', '2027-04-05']],
    ['the 31st skips short months', Date.UTC(2027, 0, 31, 13) / 1000, 1, ['2027-01-31', '2027-03-31', '2027-05-31', '2027-07-31', '2027-08-31', '2027-10-31']],
  ])('%s', (_name, start, count, days) => {
    const sessions = monthlySessions(start, count);
    expect(sessions.map((s) => new Date(s * 1000).toISOString().slice(0, 10))).toEqual(days);
    // Every session keeps the start's time of day.
    for (const s of sessions) expect((s - start) % 86_400).toBe(0);
  });

  test('count 2 gives 12 sessions; nothing for a bad start', () => {
    expect(monthlySessions(Date.UTC(2027, 2, 1) / 1000, 2)).toHaveLength(12);
    expect(monthlySessions(Number.NaN, 1)).toEqual([]);
  });
});

describe('buildIcs', () => {
  const options = { prodId: '-//UAS//Sitio web//ES', timeZone: 'America/Bogota', stamp: 1735689600 };
  const event = {
    uid: 'co-event-3@example.edu.co',
    start: 1802527200,
    end: 1802541600,
    summary: 'Día de puertas abiertas, Bogotá',
    description: 'Recorre los laboratorios; conversa con docentes.\nEntrada gratuita.',
    location: 'Sede Bogotá, Carrera 13 # 48-26',
    url: 'https://example.edu.co/eventos/dia-de-puertas-abiertas-bogota-2027',
  };

  test.each([
    ['calendar envelope', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\n'],
    ['time zone', '\r\nX-WR-TIMEZONE:America/Bogota\r\n'],
    ['uid', '\r\nUID:co-event-3@example.edu.co\r\n'],
    ['stamp', '\r\nDTSTAMP:20250101T000000Z\r\n'],
    ['start in UTC', '\r\nDTSTART:20270213T140000Z\r\n'],
    ['end in UTC', '\r\nDTEND:20270213T180000Z\r\n'],
    ['escaped summary', '\r\nSUMMARY:Día de puertas abiertas\\, Bogotá\r\n'],
    ['escaped location', '\r\nLOCATION:Sede Bogotá\\, Carrera 13 # 48-26\r\n'],
    ['closing', 'END:VEVENT\r\nEND:VCALENDAR\r\n'],
  ])('%s', (_name, fragment) => {
    expect(buildIcs(event, options)).toContain(fragment);
  });

  test('no RRULE without a schedule; monthly RRULE with one', () => {
    expect(buildIcs(event, options)).not.toContain('RRULE');
    expect(buildIcs({ ...event, scheduleCount: 2 }, options)).toContain('\r\nRRULE:FREQ=MONTHLY;COUNT=12\r\n');
  });

  test('every physical line is at most 75 octets and the description unfolds back', () => {
    const ics = buildIcs({ ...event, description: 'Sesión práctica, con ejercicios; '.repeat(10) }, options);
    const lines = ics.split('\r\n');
    for (const line of lines) expect(utf8(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'Sesión práctica\\, con ejercicios\\; '.repeat(10).trimEnd()}`);
  });
});

test.each([
  ['feria-universitaria', 'feria-universitaria.ics'],
  ['Día-de-Puertas', 'dia-de-puertas.ics'],
  ['***', 'evento.ics'],
])('icsFileName(%s) → %s', (segment, expected) => {
  expect(icsFileName(segment)).toBe(expected);
});
