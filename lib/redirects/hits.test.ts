import { countHit, dayOf, localHits, restorePending, takePending, windowSums, type DayCounts } from './hits';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-27T12:00:00Z');
const TODAY = dayOf(NOW);
const days = (entries: [number, string, number][]): DayCounts => {
  const out: DayCounts = new Map();
  for (const [age, from, n] of entries) out.set(TODAY - age, new Map([...(out.get(TODAY - age) ?? []), [from, n]]));
  return out;
};

describe('windowSums', () => {
  it.each([
    { name: 'today counts in both windows', entries: [[0, '/a', 2]], sums: { '/a': { d7: 2, d30: 2 } } },
    { name: 'the 7th day back is the last of the week', entries: [[6, '/a', 1], [7, '/a', 4]], sums: { '/a': { d7: 1, d30: 5 } } },
    { name: 'the 30th day back is out', entries: [[29, '/a', 1], [30, '/a', 9]], sums: { '/a': { d7: 0, d30: 1 } } },
    { name: 'each path apart', entries: [[1, '/a', 1], [1, '/b', 3]], sums: { '/a': { d7: 1, d30: 1 }, '/b': { d7: 3, d30: 3 } } },
  ] as { name: string; entries: [number, string, number][]; sums: Record<string, { d7: number; d30: number }> }[])('$name', ({ entries, sums }) => {
    expect(Object.fromEntries(windowSums(days(entries), TODAY))).toEqual(sums);
  });
});

describe('the process’s hits', () => {
  it('counts each hit by day, and hands the unsent ones over once (back again if they could not be sent)', () => {
    countHit('/viejo', NOW);
    countHit('/viejo', NOW);
    countHit('/viejo', NOW - 8 * DAY);
    expect(localHits(NOW).get('/viejo')).toEqual({ d7: 2, d30: 3 });
    const pending = takePending();
    expect(pending.get(TODAY)?.get('/viejo')).toBe(2);
    expect(takePending().size).toBe(0);
    restorePending(pending);
    expect(takePending().get(TODAY)?.get('/viejo')).toBe(2);
    // Sent or not, the process keeps its own counts.
    expect(localHits(NOW).get('/viejo')).toEqual({ d7: 2, d30: 3 });
  });
});
