import { describe, expect, it } from '@jest/globals';
import { scrollTopSteps } from './scroll-top';

/** Rules §9: the scroll-to-top step grows by 80 px each 1 ms tick. */
describe('scrollTopSteps (rules §9)', () => {
  it.each<[number, number[]]>([
    [0, []],
    [50, [0]],
    [80, [0]],
    [1_000, [920, 760, 520, 200, 0]],
    [2_400, [2_320, 2_160, 1_920, 1_600, 1_200, 720, 160, 0]],
  ])('from %i px → %j', (from, steps) => {
    expect(scrollTopSteps(from)).toEqual(steps);
  });

  it('each step is 80 px longer than the one before', () => {
    const steps = [12_000, ...scrollTopSteps(12_000)];
    const deltas = steps.slice(1).map((y, i) => (steps[i] ?? 0) - y);
    expect(deltas.slice(0, -1)).toEqual(deltas.slice(0, -1).map((_, i) => 80 * (i + 1)));
  });
});
