/**
 * @jest-environment node
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startLoopback, type Loopback } from '@/test/loopback';
import { until } from '@/test/until';
import { IndexNowQueue, sendIndexNow, type IndexNowResult } from './indexnow';

const SITE = 'https://www.universidad.example';
const KEY = 'a1b2c3d4-e5f6';

describe('sendIndexNow against a stand-in endpoint', () => {
  let status = 200;
  let endpoint: Loopback;
  beforeAll(async () => {
    endpoint = await startLoopback((_req, res) => res.writeHead(status).end());
  });
  afterAll(() => endpoint.close());

  it('POSTs the host, key, key location and URLs as JSON', async () => {
    const urls = [`${SITE}/programas/psicologia`, `${SITE}/nosotros`];
    expect(await sendIndexNow(urls, { endpoint: `${endpoint.url}/indexnow`, key: KEY, siteUrl: SITE }, fetch)).toBe('sent');
    const call = endpoint.calls.at(-1);
    expect(call).toMatchObject({ method: 'POST', url: '/indexnow' });
    expect(JSON.parse(call?.body ?? '')).toEqual({ host: 'www.universidad.example', key: KEY, keyLocation: `${SITE}/${KEY}.txt`, urlList: urls });
  });

  it.each([
    [200, 'sent'],
    [202, 'sent'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [400, 'refused'],
    [403, 'refused'],
    [422, 'refused'],
  ])('reads %i as %s', async (answer, expected) => {
    status = answer;
    expect(await sendIndexNow([`${SITE}/`], { endpoint: endpoint.url, key: KEY, siteUrl: SITE }, fetch)).toBe(expected);
  });

  it('reads no answer as retry', async () => {
    expect(await sendIndexNow([`${SITE}/`], { endpoint: 'http://127.0.0.1:9/indexnow', key: KEY, siteUrl: SITE }, fetch)).toBe('retry');
  });
});

describe('IndexNowQueue', () => {
  const make = (results: IndexNowResult[], extra: Partial<ConstructorParameters<typeof IndexNowQueue>[0]> = {}) => {
    const sent: string[][] = [];
    const waits: number[] = [];
    const drops: [number, string][] = [];
    const queue = new IndexNowQueue({
      send: async (urls) => {
        sent.push(urls);
        return results.shift() ?? 'sent';
      },
      backoffMs: [10, 20],
      flushMs: 60_000,
      wait: async (ms) => void waits.push(ms),
      onDrop: (count, reason) => drops.push([count, reason]),
      ...extra,
    });
    return { queue, sent, waits, drops };
  };

  it('sends what several changes name in one request, each URL once', async () => {
    const { queue, sent } = make([]);
    queue.add(['/a', '/b']);
    queue.add(['/b', '/c']);
    await queue.flush();
    expect(sent).toEqual([['/a', '/b', '/c']]);
    expect(queue.size).toBe(0);
  });

  it('sends after the batching window on its own', async () => {
    const { queue, sent } = make([], { flushMs: 5 });
    queue.add(['/a']);
    await until('the batch is sent', () => sent.length > 0);
    expect(sent).toEqual([['/a']]);
  });

  it('retries a batch the endpoint could not take, after each wait, then drops it', async () => {
    const retried = make(['retry', 'retry']);
    retried.queue.add(['/a']);
    await retried.queue.flush();
    expect(retried.sent).toHaveLength(3);
    expect(retried.waits).toEqual([10, 20]);
    expect(retried.drops).toEqual([]);

    const failed = make(['retry', 'retry', 'retry']);
    failed.queue.add(['/a', '/b']);
    await failed.queue.flush();
    expect(failed.sent).toHaveLength(3);
    expect(failed.drops).toEqual([[2, 'failed']]);
  });

  it('never retries a refusal', async () => {
    const { queue, sent, drops } = make(['refused']);
    queue.add(['/a']);
    await queue.flush();
    expect(sent).toHaveLength(1);
    expect(drops).toEqual([[1, 'refused']]);
  });

  it('counts a send that throws as a retry', async () => {
    let calls = 0;
    const queue = new IndexNowQueue({
      send: async () => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
        return 'sent';
      },
      backoffMs: [1],
      wait: async () => undefined,
    });
    queue.add(['/a']);
    await queue.flush();
    expect(calls).toBe(2);
  });

  it('keeps a bounded number of URLs waiting', async () => {
    const { queue, drops } = make([], { maxQueued: 2 });
    queue.add(['/a', '/b', '/c', '/d']);
    expect(queue.size).toBe(2);
    expect(drops).toEqual([[2, 'full']]);
  });

  it('sends URLs added during a retry in the next request', async () => {
    const gate: { release?: () => void } = {};
    const { queue, sent } = make(['retry'], { wait: () => new Promise<void>((r) => (gate.release = r)) });
    queue.add(['/a']);
    const flushing = queue.flush();
    await until('the first attempt failed and its wait began', () => gate.release !== undefined);
    queue.add(['/b']);
    gate.release?.();
    await flushing;
    expect(sent).toEqual([['/a'], ['/a'], ['/b']]);
  });
});
