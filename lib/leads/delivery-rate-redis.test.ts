/**
 * @jest-environment node
 *
 * The delivery rate shared through a real Redis (Debian's package, started by the project's
 * script): two rates on two connections stand for two site instances.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { startRedis } from '../../scripts/services/redis.mjs';
import { redisDeliveryRate, slotMs, takeSlot } from './delivery-rate';

let service: { url: string; stop(): Promise<void> };
const clients: Redis[] = [];
/** `up: false`: a client that never reaches its server (as during an outage). */
const connect = async (url: string, up = true) => {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: !up });
  client.on('error', () => undefined);
  clients.push(client);
  if (up) await new Promise<void>((resolve) => client.once('ready', () => resolve()));
  return client;
};

beforeAll(async () => {
  service = await startRedis();
}, 600_000);

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await service?.stop();
});

describe('delivery rate with Redis', () => {
  it('is one sequence of slots for every instance', async () => {
    const perSecond = 50;
    const a = redisDeliveryRate(await connect(service.url), perSecond, 'test:slot');
    const b = redisDeliveryRate(await connect(service.url), perSecond, 'test:slot');
    const slots = await Promise.all([a, b, a, b, a, b, a, b].map((rate) => takeSlot(rate)));
    const sorted = [...slots].sort((x, y) => x - y);
    const gaps = sorted.slice(1).map((t, i) => t - (sorted[i] ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(slotMs(perSecond));
  });

  it('falls back to a local sequence while Redis is down', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rate = redisDeliveryRate(await connect(service.url, false), 50);
    const first = await takeSlot(rate);
    const second = await takeSlot(rate);
    expect(second - first).toBeGreaterThanOrEqual(slotMs(50));
    warn.mockRestore();
  });
});
