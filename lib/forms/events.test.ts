import { describe, expect, it } from '@jest/globals';
import { parseFields, type EventOption } from './field-schema';
import { epochOf, isPast, upcomingEvents, withUpcomingEvents } from './events';

const NOW = 1_800_000_000; // 2027-01-15T08:00:00Z
const ev = (value: string, start: number | string | undefined, end?: number | string): EventOption => ({ value, label: value, location: '', start, end });

describe('upcomingEvents: only upcoming, in date order', () => {
  it.each<[string, EventOption[], string[]]>([
    ['sorted by start', [ev('c', NOW + 300), ev('a', NOW + 100), ev('b', NOW + 200)], ['a', 'b', 'c']],
    ['a past event is left out', [ev('past', NOW - 7200, NOW - 3600), ev('next', NOW + 100)], ['next']],
    ['an event under way is still offered', [ev('now', NOW - 60, NOW + 3600)], ['now']],
    ['an event that ends right now is over', [ev('over', NOW - 60, NOW)], []],
    ['without end, the start decides', [ev('s', NOW - 1), ev('t', NOW + 1)], ['t']],
    ['ISO dates sort with epoch ones', [ev('iso', '2027-02-01T00:00:00Z'), ev('epoch', NOW + 10)], ['epoch', 'iso']],
    ['no date: cannot be placed, left out', [ev('nodate', undefined), ev('x', NOW + 5)], ['x']],
  ])('%s', (_rule, options, expected) => {
    expect(upcomingEvents(options, NOW).map((o) => o.value)).toEqual(expected);
  });

  it('labels each event with its date and keeps its name as title', () => {
    const [o] = upcomingEvents([{ value: 'e', label: 'Día de puertas abiertas', location: 'Bogotá', start: 1_802_527_200 }], NOW);
    expect(o).toMatchObject({ title: 'Día de puertas abiertas', label: 'Día de puertas abiertas · feb 13, 2027' });
  });
});

describe('withUpcomingEvents', () => {
  const fields = parseFields([
    { name: 'event', type: 'events', label: 'Evento', value: 'past', options: [ev('past', NOW - 100, NOW - 50), ev('b', NOW + 200), ev('a', NOW + 100)] },
    { name: 'firstName', type: 'text', label: 'Nombres' },
  ]);
  it('keeps the upcoming options and drops a preselected event that is over', () => {
    const [events] = withUpcomingEvents(fields, [], NOW);
    expect(events?.type === 'events' && events.options.map((o) => o.value)).toEqual(['a', 'b']);
    expect(events?.value).toBeUndefined();
  });
  it('keeps a preselected upcoming event', () => {
    const [events] = withUpcomingEvents([{ ...fields[0]!, value: 'b' } as (typeof fields)[0]], [], NOW);
    expect(events?.value).toBe('b');
  });
  it('a control without options of its own takes the page events', () => {
    const bare = parseFields([{ name: 'event', type: 'events', label: 'Evento' }]);
    const [events] = withUpcomingEvents(bare, [ev('z', NOW + 9)], NOW);
    expect(events?.type === 'events' && events.options.map((o) => o.value)).toEqual(['z']);
  });
});

describe('helpers', () => {
  it.each([
    [1_800_000_000, 1_800_000_000],
    ['2027-01-15T08:00:00Z', 1_800_000_000],
    ['not a date', null],
    [undefined, null],
  ])('epochOf(%p)', (input, expected) => {
    expect(epochOf(input)).toBe(expected);
  });
  it.each([
    [NOW - 1, true],
    [NOW, true],
    [NOW + 1, false],
  ])('isPast(end %p)', (end, expected) => {
    expect(isPast(end, NOW)).toBe(expected);
  });
});
