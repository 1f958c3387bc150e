/**
 * @jest-environment node
 *
 * The submission limit shared through a real Redis (started from Debian's package by the
 * project's own script): two limiters stand for two site instances.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { startRedis } from '../../scripts/services/redis.mjs';
import { createSubmissionLimiter } from './rate-limit';

let service: { url: string; port: number; stop(): Promise<void> };
const clients: Redis[] = [];
/** `up: false`: a client that never reaches its server (as during an outage). */
const connect = (url: string, up = true) => {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: !up });
  client.on('error', () => undefined);
  clients.push(client);
  return client;
};
const ready = (client: Redis) => new Promise<void>((resolve) => (client.status === 'ready' ? resolve() : client.once('ready', () => resolve())));

beforeAll(async () => {
  service = await startRedis();
}, 600_000);

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await service?.stop();
});

describe('submission limit with Redis', () => {
  it('is one budget across instances: 10 a minute for a client, whichever instance it reaches', async () => {
    const a = connect(service.url);
    const b = connect(service.url);
    await Promise.all([ready(a), ready(b)]);
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
    const down = connect(service.url, false);
    const limiter = createSubmissionLimiter(down);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push(await limiter.take('198.51.100.3'));
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(0));
    expect(answers[10]).toBeGreaterThan(0);
  });
});
