/**
 * @jest-environment node
 *
 * The Redis cache handler against a real Redis (Debian's package, started by the project's
 * script): two handler classes stand for two site instances.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { startRedis } from '../scripts/services/redis.mjs';
import { until } from '../test/until';
import { createCacheHandler, deserialize, entryTags, revalidatedSince, serialize, ttlOf, type CacheHandlerClass } from './cache-handler.mjs';

// Warnings written, as in the site (Jest keeps only errors by default): the fallback's line is checked.
process.env.LOG_LEVEL = 'warn';

let service: { url: string; port: number; stop(): Promise<void> };
const classes: CacheHandlerClass[] = [];
/** `up: false`: an instance whose Redis never answers (as during an outage). */
const instance = (url: string, up = true) => {
  const Handler = createCacheHandler({ url, prefix: 'test:', redisOptions: { lazyConnect: !up } });
  classes.push(Handler);
  return Handler;
};
const ready = (Handler: CacheHandlerClass) =>
  new Promise<void>((resolve) => (Handler.redis.status === 'ready' ? resolve() : Handler.redis.once('ready', () => resolve())));

const page = (html: string, tags = 'content,page:home,_N_T_/') => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  segmentData: new Map([['/_index', Buffer.from('segment')]]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
});
const fetched = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: 'http://cms/page' }, revalidate: 300, tags: ['content'] });

beforeAll(async () => {
  service = await startRedis();
}, 600_000);

afterAll(async () => {
  for (const Handler of classes) Handler.redis.disconnect();
  await service?.stop();
});

describe('tags of an entry', () => {
  it.each([
    ['a page: its tags header', page('x', 'content,page:home'), {}, ['content', 'page:home']],
    ['a page without tags', { ...page('x'), headers: {} }, {}, []],
    ['a fetch: its own, the implicit and the stored tags, once each', fetched('{}'), { tags: ['content', 'page:a'], softTags: ['_N_T_/a'] }, ['content', 'page:a', '_N_T_/a']],
    ['nothing stored', null, {}, []],
  ])('%s', (_label, value, ctx, expected) => {
    expect(entryTags(value, ctx)).toEqual(expected);
  });

  it.each([
    [['content'], 1_000, { content: '1001' }, true],
    [['content'], 1_000, { content: '1000' }, false], // revalidated when the entry was stored
    [['content'], 1_000, { content: '999' }, false],
    [['page:a', 'content'], 1_000, { 'page:b': '5000' }, false],
    [[], 1_000, { content: '5000' }, false],
  ])('tags %j stored at %i, revalidations %j: stale for good %p', (tags, lastModified, times, expected) => {
    expect(revalidatedSince(tags, lastModified, times)).toBe(expected);
  });
});

describe('serialization', () => {
  it('keeps Buffers and Maps', () => {
    const value = page('<p>hola</p>');
    expect(deserialize(serialize(value))).toEqual(value);
  });
});

describe('Redis cache handler', () => {
  it('an entry set by one instance is read by the other; a tag revalidated on either is a miss on both', async () => {
    const A = instance(service.url);
    const B = instance(service.url);
    await Promise.all([ready(A), ready(B)]);
    const a = new A();
    const b = new B();

    await a.set('/index', page('<p>v1</p>'), { cacheControl: { revalidate: 300, expire: 31536000 } });
    await a.set('fetch-key', fetched('{"v":1}'), { tags: ['content'] });
    const written = Date.now();
    expect(await b.get('/index')).toMatchObject({ value: page('<p>v1</p>'), cacheControl: { revalidate: 300 } });
    expect(await b.get('fetch-key', { kind: 'FETCH', tags: ['content'], softTags: [] })).toMatchObject({ value: fetched('{"v":1}') });

    await until('the clock is past the entries', () => Date.now() > written); // the revalidation is later than the entry
    await b.revalidateTag(['page:other']);
    expect(await a.get('/index')).not.toBeNull(); // another page's tag
    await b.revalidateTag('content');
    expect(await a.get('/index')).toBeNull();
    expect(await a.get('fetch-key', { kind: 'FETCH', tags: ['content'] })).toBeNull();

    // Rendered again after the revalidation: a hit again everywhere.
    await a.set('/index', page('<p>v2</p>'));
    expect((await b.get('/index'))?.value).toMatchObject({ html: '<p>v2</p>' });
  });

  it('keeps a rendered page a month, and the 404 page of an unknown path 10 minutes', async () => {
    const A = instance(service.url);
    await ready(A);
    const a = new A();
    await a.set('/programas/ingenieria', page('<p>programa</p>'));
    await a.set('/programas/x-1a2b3c', { ...page('<p>no encontrada</p>'), status: 404 });
    // The not-found page rendered at an unknown path (lib/page/page-at.ts): Next says 200.
    await a.set('/programas/x-9z8y7x', page('<div data-page="404"></div>', 'content,page:programas_x_9z8y7x,page:404,_N_T_/'));
    expect(await A.redis.ttl('test:/programas/ingenieria')).toBeGreaterThan(29 * 24 * 3600);
    for (const key of ['test:/programas/x-1a2b3c', 'test:/programas/x-9z8y7x']) {
      const notFound = await A.redis.ttl(key);
      expect(notFound).toBeGreaterThan(0);
      expect(notFound).toBeLessThanOrEqual(600);
    }
    expect(ttlOf(fetched('{}'))).toBe(30 * 24 * 3600);
  });

  it('Redis down: reads and writes use the local cache, with one log line, and never throw', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Down = instance(service.url, false);
    const handler = new Down();
    await handler.set('/local', page('<p>local</p>'));
    const written = Date.now();
    expect((await handler.get('/local'))?.value).toMatchObject({ html: '<p>local</p>' });
    await until('the clock is past the entry', () => Date.now() > written);
    await handler.revalidateTag('content');
    expect(await handler.get('/local')).toBeNull();
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as { event: string });
    expect(lines.filter((l) => l.event === 'cache.redis_unavailable')).toHaveLength(1);
    warn.mockRestore();
  });
});
