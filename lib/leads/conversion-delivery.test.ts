/**
 * @jest-environment node
 *
 * A lead's Conversions API event through the outbox: a stand-in of Meta's endpoint on a loopback
 * port that fails on demand, the CRM stand-in of test/outbox-rig.ts beside it, a fake clock.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createMetaCapi } from '@/lib/conversions/meta-capi';
import { startLoopback, type Loopback } from '@/test/loopback';
import { RETRY, setUpOutboxRig } from '@/test/outbox-rig';
import { siteMetrics } from '@/server/metrics.mjs';
import { createDispatcher } from './dispatcher';
import type { OutboxStore } from './store';

const rig = setUpOutboxRig();
const PIXEL = '1234567890';
const TOKEN = 'stand-in-capi-token';
const EVENT = { event_name: 'Lead', event_time: 1764280800, action_source: 'website', event_source_url: 'https://u.example/landing', user_data: { em: ['a'.repeat(64)], fbc: 'fb.1.1764280800000.IwAR2' } };

let capi: Loopback;
let answers: number[] = [];
beforeAll(async () => {
  capi = await startLoopback((_req, res) => {
    const status = answers.shift() ?? 200;
    res.writeHead(status, { 'content-type': 'application/json' }).end(status === 200 ? '{"events_received":1}' : '{"error":{"message":"stand-in"}}');
  });
});
afterAll(() => capi.close());

const dispatcherOf = (store: OutboxStore) =>
  createDispatcher({ store, crm: rig.makeCrm(), clock: () => rig.now, random: () => 0.5, retry: RETRY, leaseMs: 1_000, conversions: createMetaCapi({ url: capi.url, pixelId: PIXEL, token: TOKEN, timeoutMs: 2_000, fetch }) });
const sent = () => capi.calls.map((c) => ({ url: c.url, body: JSON.parse(c.body) as { data: Record<string, unknown>[]; access_token: string } }));
const counted = async (outcome: string) => (await siteMetrics().conversions.get()).values.find((v) => v.labels.outcome === outcome && v.labels.platform === 'meta')?.value ?? 0;

describe("a lead's Conversions API event", () => {
  it('fails twice, is retried on the schedule, and reaches Meta exactly once as a success, with the lead id as event_id', async () => {
    capi.calls.length = 0;
    answers = [500, 503];
    const store = await rig.openStore();
    const dispatcher = dispatcherOf(store);
    const { id } = await store.enqueue('lead', rig.lead(), randomUUID(), '', undefined, { measurement: 'accepted', conversion: EVENT });
    const delivered = await counted('delivered');

    await dispatcher.deliverNow(id);
    expect((await store.get(id))?.conversion).toEqual({ status: 'pending', attempts: 1, lastStatus: 500 });
    expect((await store.get(id))?.status).toBe('delivered'); // the CRM's delivery is its own
    rig.now += 10;
    await dispatcher.sweep();
    rig.now += 20;
    await dispatcher.sweep();
    rig.now += 1_000;
    await dispatcher.sweep(); // nothing left to send

    expect((await store.get(id))?.conversion).toEqual({ status: 'delivered', attempts: 3, lastStatus: 200 });
    expect(sent()).toHaveLength(3);
    for (const call of sent()) {
      expect(call.url).toBe(`/${PIXEL}/events`);
      expect(call.body).toEqual({ data: [{ ...EVENT, event_id: id }], access_token: TOKEN });
    }
    expect(await counted('delivered')).toBe(delivered + 1);
  });

  it('a 4xx is rejected for good, never retried', async () => {
    capi.calls.length = 0;
    answers = [400];
    const store = await rig.openStore();
    const dispatcher = dispatcherOf(store);
    const { id } = await store.enqueue('lead', rig.lead(2), randomUUID(), '', undefined, { measurement: 'accepted', conversion: EVENT });
    await dispatcher.deliverNow(id);
    rig.now += 10_000;
    await dispatcher.sweep();
    expect((await store.get(id))?.conversion).toEqual({ status: 'rejected', attempts: 1, lastStatus: 400 });
    expect(sent()).toHaveLength(1);
  });

  it('a lead without an event (no "Aceptar", or Meta not configured) sends nothing', async () => {
    capi.calls.length = 0;
    const store = await rig.openStore();
    const dispatcher = dispatcherOf(store);
    const { id } = await store.enqueue('lead', rig.lead(3), randomUUID(), '', undefined, { measurement: 'rejected', clickIds: { fbclid: 'F' } });
    await dispatcher.deliverNow(id);
    await dispatcher.sweep();
    expect((await store.get(id))?.status).toBe('delivered');
    expect(capi.calls).toEqual([]);
  });
});
