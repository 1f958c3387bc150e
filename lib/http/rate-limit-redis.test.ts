/**
 * @jest-environment node
 *
 * The submission limit shared through a real Redis (started from Debian's package by the
 * project's own script): two limiters stand for two site instances.
 */
import { describe, expect, it } from '@jest/globals';
import { setUpRedis } from '@/test/redis';
import { createSubmissionLimiter } from './rate-limit';

const redis = setUpRedis();

describe('submission limit with Redis', () => {
  it('is one budget across instances: 10 a minute for a client, whichever instance it reaches', async () => {
    const [a, b] = await Promise.all([redis.connect(), redis.connect()]);
    const first = createSubmissionLimiter(a);
    const second = createSubmissionLimiter(b);
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push(await (i % 2 ? first : second).take('203.0.113.7'));
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(0));
    expect(answers[10]).toBeGreaterThan(0);
    expect(answers[11]).toBeLessThanOrEqual(60);
    // Another client has its own budget.
    expect(await first.take('203.0.113.8')).toBe(0);
  });

  it('falls back to a local count, never an error, while Redis is down', async () => {
    const down = await redis.connect(false);
    const limiter = createSubmissionLimiter(down);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push(await limiter.take('198.51.100.3'));
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(0));
    expect(answers[10]).toBeGreaterThan(0);
  });
});
