/**
 * @jest-environment node
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Gate, ServiceTimes } from './gate.mjs';

afterEach(() => {
  jest.useRealTimers();
});

describe('Gate: at most `limit` at once, `queue` waiting, each for at most `deadlineMs`', () => {
  it('admits up to the limit at once, queues the next ones in order, refuses past the queue', async () => {
    const gate = new Gate({ limit: 2, queue: 2, deadlineMs: 10_000 });
    const a = await gate.enter();
    const b = await gate.enter();
    const order: string[] = [];
    const c = gate.enter().then((r) => (order.push('c'), r));
    const d = gate.enter().then((r) => (order.push('d'), r));
    expect(await gate.enter()).toBeNull(); // the queue is full: refused at once
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    a?.();
    a?.(); // a second release of the same admission frees nothing more
    expect(typeof (await c)).toBe('function');
    expect([gate.running, gate.waiting]).toEqual([2, 1]);
    b?.();
    expect(typeof (await d)).toBe('function');
    expect(order).toEqual(['c', 'd']);
  });

  it('refuses a waiter whose deadline passes first, and frees its place in the queue', async () => {
    jest.useFakeTimers();
    const gate = new Gate({ limit: 1, queue: 1, deadlineMs: 1_000 });
    const first = await gate.enter();
    const waiting = gate.enter();
    jest.advanceTimersByTime(1_001);
    expect(await waiting).toBeNull();
    expect(gate.waiting).toBe(0);
    first?.();
    expect(gate.running).toBe(0);
  });
});

describe('Gate: the deadline is the whole budget, wait and service together', () => {
  it('refuses at once a caller whose turn, behind those waiting, would come too late to be served in time', async () => {
    jest.useFakeTimers();
    const gate = new Gate({ limit: 1, queue: 10, deadlineMs: 1_000 }, () => Date.now());
    const a = await gate.enter();
    jest.advanceTimersByTime(400);
    a?.(); // served in 400 ms: the typical service time
    const b = await gate.enter();
    const c = gate.enter(); // next turn in about 400 ms, served by 800 ms: waits
    expect(await gate.enter()).toBeNull(); // after c: served by about 1,200 ms, past the deadline
    expect([gate.running, gate.waiting]).toEqual([1, 1]);
    b?.();
    expect(typeof (await c)).toBe('function');
  });

  it('refuses a waiter whose turn came too late to be served in time, and runs the next one that can be', async () => {
    jest.useFakeTimers();
    const gate = new Gate({ limit: 1, queue: 10, deadlineMs: 1_000 }, () => Date.now());
    const a = await gate.enter();
    const late = gate.enter(); // nothing measured yet: it waits
    jest.advanceTimersByTime(600);
    const inTime = gate.enter();
    jest.advanceTimersByTime(100);
    a?.(); // 700 ms: the late one would be answered at about 1,400 ms, the other at 800 ms
    expect(await late).toBeNull();
    expect(typeof (await inTime)).toBe('function');
    expect([gate.running, gate.waiting]).toEqual([1, 0]);
  });

  it('the typical service time is the median of the recent ones: one slow render does not move it', () => {
    const times = new ServiceTimes(5);
    expect(times.typicalMs).toBe(0);
    for (const ms of [100, 120, 8_000, 110, 90]) times.add(ms);
    expect(times.typicalMs).toBe(110);
    for (const ms of [300, 310, 320]) times.add(ms); // the oldest are forgotten
    expect(times.typicalMs).toBe(300);
  });
});


describe('Gate: known pages first, other work never takes the reserved places', () => {
  const limits = { limit: 4, queue: 4, deadlineMs: 10_000, reserved: 1, reservedQueue: 1 };

  it('other work runs in at most limit − reserved slots; a known page takes the last one at once', async () => {
    const gate = new Gate(limits);
    const others = await Promise.all([gate.enter('other'), gate.enter('other'), gate.enter('other')]);
    expect(others.every((r) => typeof r === 'function')).toBe(true);
    const fourth = gate.enter('other'); // waits: the last slot is kept
    expect([gate.running, gate.waiting]).toEqual([3, 1]);
    expect(typeof (await gate.enter('known'))).toBe('function');
    expect([gate.running, gate.waiting]).toEqual([4, 1]);
    others[0]?.();
    expect(typeof (await fourth)).toBe('function');
  });

  it('other work may fill the queue but its reserved places; a known page then takes the newest other one', async () => {
    jest.useFakeTimers();
    const gate = new Gate(limits);
    for (let i = 0; i < 4; i += 1) await gate.enter('known'); // every slot busy
    const others = [gate.enter('other'), gate.enter('other'), gate.enter('other')];
    expect(await gate.enter('other')).toBeNull(); // the reserved place is not for it
    void gate.enter('known'); // the reserved place
    expect(gate.waiting).toBe(4);
    for (const evicted of [2, 1, 0]) {
      void gate.enter('known'); // the queue is full: the newest other waiter gives its place
      expect(await others[evicted]).toBeNull();
      expect(gate.waiting).toBe(4);
    }
    expect(await gate.enter('known')).toBeNull(); // only known pages wait: refused
  });

  it('a freed slot goes to a waiting known page before other work that came earlier', async () => {
    const gate = new Gate({ ...limits, reserved: 0 });
    const running = await Promise.all([gate.enter(), gate.enter(), gate.enter(), gate.enter()]);
    const order: string[] = [];
    const other = gate.enter('other').then((r) => (order.push('other'), r));
    const known = gate.enter('known').then((r) => (order.push('known'), r));
    running[0]?.();
    await known;
    running[1]?.();
    await other;
    expect(order).toEqual(['known', 'other']);
  });
});
