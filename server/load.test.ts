/**
 * @jest-environment node
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Load } from './load.mjs';

afterEach(() => {
  jest.useRealTimers();
});

describe('Load: refuses while the loop lags or the heap is full, one log line per episode', () => {
  it('starts and ends one episode, whatever the number of refusals in it', () => {
    jest.useFakeTimers();
    const sample = { delayMs: 10, heapShare: 0.5 };
    const log = jest.fn();
    const load = new Load({ intervalMs: 100, quietMs: 0, log, sample: () => sample });
    jest.advanceTimersByTime(100);
    expect([load.overloaded, load.shedding]).toEqual([null, false]);
    sample.delayMs = 400;
    jest.advanceTimersByTime(100); // one lagging interval: a long task, not yet overload
    expect([load.overloaded, load.shedding]).toEqual([null, false]);
    jest.advanceTimersByTime(100); // the second in a row: overload
    expect([load.overloaded, load.shedding]).toEqual(['event_loop_delay', true]);
    for (let i = 0; i < 50; i++) load.refused('event_loop_delay');
    sample.delayMs = 10;
    sample.heapShare = 0.9;
    jest.advanceTimersByTime(100);
    expect(load.overloaded).toBe('heap');
    sample.heapShare = 0.5;
    jest.advanceTimersByTime(100);
    expect([load.overloaded, load.shedding]).toEqual([null, false]);
    expect(log.mock.calls.map((c) => c[0])).toEqual(['load.shedding_started', 'load.shedding_ended']);
    expect(log.mock.calls[1]?.[1]).toMatchObject({ reason: 'event_loop_delay', refused: 50 });
    load.stop();
  });

  it('a full queue is an episode too, until a whole interval passes without a refusal', () => {
    jest.useFakeTimers();
    const log = jest.fn();
    const load = new Load({ intervalMs: 100, quietMs: 0, log, sample: () => ({ delayMs: 0, heapShare: 0.1 }) });
    load.refused('queue_full');
    expect([load.overloaded, load.shedding]).toEqual([null, true]);
    jest.advanceTimersByTime(100); // refused during this interval: still shedding
    expect(load.shedding).toBe(true);
    jest.advanceTimersByTime(100);
    expect(load.shedding).toBe(false);
    expect(log.mock.calls.map((c) => [c[0], (c[1] as { reason: string }).reason])).toEqual([
      ['load.shedding_started', 'queue_full'],
      ['load.shedding_ended', 'queue_full'],
    ]);
    load.stop();
  });

  it('stays shedding for the Retry-After it gave (5 s) after the last refusal, so a balancer polling health sees it', () => {
    jest.useFakeTimers();
    const log = jest.fn();
    const load = new Load({ intervalMs: 500, log, sample: () => ({ delayMs: 0, heapShare: 0.1 }) });
    load.refused('queue_full');
    jest.advanceTimersByTime(4_000);
    expect(load.shedding).toBe(true);
    load.refused('queue_full'); // a second refusal in the same episode: the quiet period starts again
    jest.advanceTimersByTime(4_500);
    expect(load.shedding).toBe(true);
    jest.advanceTimersByTime(1_000);
    expect(load.shedding).toBe(false);
    expect(log.mock.calls.map((c) => c[0])).toEqual(['load.shedding_started', 'load.shedding_ended']);
    expect(log.mock.calls[1]?.[1]).toMatchObject({ refused: 2 });
    load.stop();
  });

  it('while the process warms, lag is its cold start: nothing is refused until it has warmed', () => {
    jest.useFakeTimers();
    const log = jest.fn();
    const sample = { delayMs: 900, heapShare: 0.1 };
    const load = new Load({ intervalMs: 100, log, sample: () => sample, warming: true });
    jest.advanceTimersByTime(500);
    expect([load.overloaded, load.shedding, load.warming]).toEqual([null, false, true]);
    load.warmed();
    jest.advanceTimersByTime(200); // lag after warming, two samples in a row: overload
    expect([load.overloaded, load.shedding, load.warming]).toEqual(['event_loop_delay', true, false]);
    expect(log.mock.calls.map((c) => c[0])).toEqual(['load.shedding_started']);
    load.stop();
  });

  it('one lagging interval between normal ones (a cold start, a major GC) refuses nothing', () => {
    jest.useFakeTimers();
    const log = jest.fn();
    const delays = [10, 900, 10, 900, 10];
    const load = new Load({ intervalMs: 100, log, sample: () => ({ delayMs: delays.shift() ?? 10, heapShare: 0.1 }) });
    for (let i = 0; i < 5; i++) {
      jest.advanceTimersByTime(100);
      expect(load.overloaded).toBeNull();
    }
    expect(log).not.toHaveBeenCalled();
    load.stop();
  });
});

