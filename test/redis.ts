import { afterAll, beforeAll } from '@jest/globals';
import { Redis } from 'ioredis';
import { startRedis } from '../scripts/services/redis.mjs';
import { freePort } from './content-service';

export type TestRedis = {
  /**
   * A client of the file's Redis, ready; `up: false`, one pointed at a loopback port where nothing
   * listens, so that every command fails at once (as during an outage).
   */
  connect: (up?: boolean) => Promise<Redis>;
};

/** Resolves once `client` has ended (at once if it had). */
function closed(client: Redis): Promise<void> {
  return new Promise((resolve) => {
    if (client.status === 'end') return resolve();
    client.once('end', () => resolve());
    client.disconnect();
  });
}

/**
 * A real Redis (Debian's package, started by the project's own script) for this jest file:
 * started before its tests, stopped after them with every client connected through it.
 */
export function setUpRedis(): TestRedis {
  let service: { url: string; stop(): Promise<void> } | undefined;
  const clients: Redis[] = [];

  beforeAll(async () => {
    service = await startRedis();
  }, 600_000);
  afterAll(async () => {
    // Each client's socket closed before Redis stops: ioredis clears its 2 s disconnect timer then,
    // and no timer holds the Jest worker after the file.
    await Promise.all(clients.map(closed));
    await service?.stop();
  });

  return {
    connect: async (up = true) => {
      if (!service) throw new Error('Redis is not started yet (connect inside a test)');
      const url = up ? service.url : `redis://127.0.0.1:${await freePort()}`;
      // Down, it never reconnects: a client waiting to reconnect has no socket to close, and
      // ioredis would leave its 2 s disconnect timer running after the file.
      const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, ...(up ? {} : { retryStrategy: () => null }) });
      client.on('error', () => undefined);
      clients.push(client);
      if (up && client.status !== 'ready') await new Promise<void>((resolve) => client.once('ready', () => resolve()));
      return client;
    },
  };
}
