/**
 * @jest-environment node
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { within } from './within.mjs';

afterEach(() => {
  jest.useRealTimers();
});

describe('within', () => {
  it('is true when the promise fulfils first, and leaves no timer behind', async () => {
    jest.useFakeTimers();
    await expect(within(Promise.resolve('done'), 10_000)).resolves.toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('is false when the time passes first, and leaves no timer behind', async () => {
    jest.useFakeTimers();
    const race = within(new Promise(() => undefined), 20);
    jest.advanceTimersByTime(20);
    await expect(race).resolves.toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('rejects with the promise when it rejects in time', async () => {
    await expect(within(Promise.reject(new Error('down')), 10_000)).rejects.toThrow('down');
  });
});
