/**
 * @jest-environment node
 *
 * The redirects' hits summed through a real Redis (started from Debian's package by the project's
 * own script): what this process counted reaches Redis once, and survives Redis being down.
 */
import { describe, expect, it } from '@jest/globals';
import { setUpRedis } from '@/test/redis';
import { sendHits, sharedHits } from './hit-store';
import { countHit, dayOf } from './hits';

const redis = setUpRedis();
const NOW = Date.now();

describe('redirect hits with Redis', () => {
  it('adds this process’s hits to every instance’s, once', async () => {
    const client = await redis.connect();
    // Another instance's hits, already in Redis.
    await client.hincrby(`redirect-hits:${dayOf(NOW) - 10}`, '/viejo', 5);
    countHit('/viejo', NOW);
    countHit('/viejo', NOW);
    expect((await sharedHits(client, NOW)).counts.get('/viejo')).toEqual({ d7: 2, d30: 7 });
    // Read again: nothing counted twice.
    const again = await sharedHits(client, NOW);
    expect(again).toEqual({ counts: new Map([['/viejo', { d7: 2, d30: 7 }]]), shared: true });
    expect(await client.ttl(`redirect-hits:${dayOf(NOW)}`)).toBeGreaterThan(30 * 86_400);
  });

  it('shows this process’s own hits while Redis is down, and sends them once it is back', async () => {
    const down = await redis.connect(false);
    countHit('/campana', NOW);
    const local = await sharedHits(down, NOW);
    expect(local.shared).toBe(false);
    expect(local.counts.get('/campana')).toEqual({ d7: 1, d30: 1 });
    const up = await redis.connect();
    await sendHits(up);
    expect(await up.hget(`redirect-hits:${dayOf(NOW)}`, '/campana')).toBe('1');
  });
});
