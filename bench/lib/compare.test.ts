/**
 * The bench's verdict on two servers measured in alternating rounds (compare.mjs): an advantage
 * that goes to whichever side runs first in a round cancels within each pair of rounds.
 */
import { describe, expect, it } from '@jest/globals';
import { pairedRatio } from './compare.mjs';

const rounds = (...rps: number[]) => rps.map((r) => ({ rps: r }));

describe('pairedRatio', () => {
  it('cancels an order effect: first in a round is 20% faster, the servers are equal', () => {
    // Even rounds: ours first; odd rounds: next start first.
    const ours = rounds(1200, 1000, 1200, 1000, 1200, 1000);
    const plain = rounds(1000, 1200, 1000, 1200, 1000, 1200);
    expect(pairedRatio(ours, plain)).toBeCloseTo(1, 10);
  });

  it('keeps a real difference: ours 10% slower in both orders', () => {
    const ours = rounds(990, 900, 1100, 990);
    const plain = rounds(1100, 1000, 1222.2222, 1100);
    expect(pairedRatio(ours, plain)).toBeCloseTo(0.9, 3);
  });

  it('takes the median of the pairs, so one disturbed pair does not decide', () => {
    const ours = rounds(1000, 1000, 300, 300, 1000, 1000);
    const plain = rounds(1000, 1000, 1000, 1000, 1000, 1000);
    expect(pairedRatio(ours, plain)).toBe(1);
  });

  it('leaves out an unpaired last round and a round with no answer', () => {
    expect(pairedRatio(rounds(1000, 1000, 100), rounds(1000, 1000, 1000))).toBe(1);
    expect(pairedRatio(rounds(0, 1000), rounds(1000, 1000))).toBeNull();
    expect(pairedRatio([], [])).toBeNull();
  });
});
