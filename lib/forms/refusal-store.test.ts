/** @jest-environment node */
import { setUpRedis } from '@/test/redis';
import { memoryRefusalStore, redisRefusalStore, type RefusalStore } from './refusal-store';
import type { FormRefusalView } from './without-scripts';

const redis = setUpRedis();

const view = (email: string, message = 'Hola'): FormRefusalView => ({
  formId: 'co-form-landing',
  code: 'invalid_fields',
  message: 'Revisa los campos marcados',
  fields: { email: 'Escribe un correo electrónico válido.' },
  values: { email, message },
});

async function behavesAsRefusals(store: RefusalStore) {
  const id = await store.keep(view('ana@correo'));
  expect(id).toMatch(/^[\w-]{24}$/);
  expect(await store.find(id)).toEqual(view('ana@correo'));
  // A forged, malformed or missing id finds nothing, and is no error.
  for (const forged of ['A'.repeat(24), 'x', '../../etc', '', null, undefined]) expect(await store.find(forged)).toBeNull();
  await store.drop(id);
  expect(await store.find(id)).toBeNull();
  // A refusal larger than any form's values cut to their fields' lengths is not kept.
  expect(await store.keep(view('ana@correo', 'y'.repeat(20_000)))).toBeNull();
  // At most 500 at once: the oldest go first.
  const ids = [];
  for (let i = 0; i < 501; i += 1) ids.push(await store.keep(view(`p${i}@correo`)));
  expect(await store.find(ids[0])).toBeNull();
  expect(await store.find(ids[1])).toEqual(view('p1@correo'));
  expect(await store.find(ids[500])).toEqual(view('p500@correo'));
}

describe('refusal store', () => {
  it('in memory: kept until dropped or five minutes old, bounded in count and size', async () => {
    let t = 1_000_000;
    const store = memoryRefusalStore(() => t);
    await behavesAsRefusals(store);
    const id = await store.keep(view('luis@correo'));
    t += 299_000;
    expect(await store.find(id)).not.toBeNull();
    t += 1_000;
    expect(await store.find(id)).toBeNull();
  });

  it('in Redis: what one instance keeps, another finds; bounded in count and size', async () => {
    const [one, two] = [redisRefusalStore(await redis.connect()), redisRefusalStore(await redis.connect())];
    const id = await one.keep(view('eva@correo'));
    expect(await two.find(id)).toEqual(view('eva@correo'));
    await two.drop(id);
    expect(await one.find(id)).toBeNull();
    await behavesAsRefusals(one);
  }, 20_000);

  it('in Redis: it expires, as the cookie does', async () => {
    const client = await redis.connect();
    const id = await redisRefusalStore(client).keep(view('sol@correo'));
    const ttl = await client.pttl(`form-refusal:${id}`);
    expect(ttl).toBeGreaterThan(295_000);
    expect(ttl).toBeLessThanOrEqual(300_000);
  });

  it('in Redis: unreachable keeps nothing and finds nothing, without throwing', async () => {
    const down = redisRefusalStore(await redis.connect(false));
    expect(await down.keep(view('ana@correo'))).toBeNull();
    expect(await down.find('A'.repeat(24))).toBeNull();
    await expect(down.drop('A'.repeat(24))).resolves.toBeUndefined();
  });
});
