/** @jest-environment node */
import { setUpRedis } from '@/test/redis';
import { memorySessionStore, redisSessionStore, type SessionStore } from './session-store';

const redis = setUpRedis();

async function behavesAsSessions(store: SessionStore, idleS: number, wait: (ms: number) => Promise<void>) {
  await store.open('a', idleS);
  await store.open('b', idleS);
  expect(await store.touch('a', idleS)).toBe(true);
  expect(await store.touch('never-opened', idleS)).toBe(false);
  await store.close('a');
  expect(await store.touch('a', idleS)).toBe(false);
  expect(await store.touch('b', idleS)).toBe(true);
  await wait(idleS * 1000 + 1_100);
  expect(await store.touch('b', idleS)).toBe(false);
}

describe('staff session store', () => {
  it('in memory: open until closed or idle', async () => {
    let t = 1_000_000;
    await behavesAsSessions(memorySessionStore(() => t), 60, async (ms) => void (t += ms));
  });

  it('in memory: a use pushes the idle deadline back', async () => {
    let t = 0;
    const store = memorySessionStore(() => t);
    await store.open('s', 60);
    for (let i = 0; i < 5; i += 1) {
      t += 50_000;
      expect(await store.touch('s', 60)).toBe(true);
    }
  });

  it('in Redis: what one instance closes, another sees closed; idle expires', async () => {
    const [one, two] = [redisSessionStore(await redis.connect()), redisSessionStore(await redis.connect())];
    await one.open('shared', 60);
    expect(await two.touch('shared', 60)).toBe(true);
    await two.close('shared');
    expect(await one.touch('shared', 60)).toBe(false);
    await behavesAsSessions(one, 1, (ms) => new Promise((r) => setTimeout(r, ms)));
  }, 20_000);

  it('in Redis: unreachable means closed, never open', async () => {
    const down = redisSessionStore(await redis.connect(false));
    expect(await down.touch('any', 60)).toBe(false);
  });
});
