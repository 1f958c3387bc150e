/**
 * @jest-environment node
 *
 * The outbox end to end: the embedded content service (CRM stand-in) runs in-process behind a
 * scriptable proxy that can fail on demand; a fake clock and short back-off stand in for time
 * (test/outbox-rig.ts).
 */
import { describe, expect, it, jest } from '@jest/globals';
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { RETRY, SECRET, setUpOutboxRig } from '@/test/outbox-rig';
import { CLIENT_TOKEN_PREFIX, readClientToken } from './client-token';
import { localDeliveryRate, slotMs, type DeliveryRate } from './delivery-rate';

const rig = setUpOutboxRig();
const { openStore, enqueue, lead, dispatcherFor, makeCrm, submits, tokens, crmRecords, stores } = rig;

describe('delivery to the CRM', () => {
  it('delivers at once with Bearer, Idempotency-Key and X-Client-Token', async () => {
    const store = await openStore();
    const key = randomUUID();
    const id = await enqueue(store, 'lead', lead(), key);
    await dispatcherFor(store).deliverNow(id);

    expect(await store.get(id)).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 201 });
    const [sent] = submits();
    expect(sent).toMatchObject({ method: 'POST', path: '/leads', key });
    expect(sent?.auth).toMatch(/^Bearer .+/);
    expect(readClientToken(sent?.clientToken ?? '', SECRET)).toBe(`${CLIENT_TOKEN_PREFIX}15`);
    expect(await crmRecords(key)).toHaveLength(1);
  });

  it('5xx is retried with the same Idempotency-Key, after the back-off, and delivered once', async () => {
    const store = await openStore();
    const dispatcher = dispatcherFor(store);
    const key = randomUUID();
    const id = await enqueue(store, 'lead', lead(), key);
    rig.script = [503, 'store-then-500'];

    await dispatcher.deliverNow(id);
    expect(await store.get(id)).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 503, nextAttemptAt: rig.now + 10 });

    await dispatcher.sweep(); // not due yet
    expect(submits()).toHaveLength(1);

    rig.now += 10;
    await dispatcher.sweep(); // stored upstream, answer lost
    expect(await store.get(id)).toMatchObject({ status: 'pending', attempts: 2, lastStatus: 500, nextAttemptAt: rig.now + 20 });

    rig.now += 20;
    await dispatcher.sweep(); // replay: the CRM answers 409, which counts as delivered
    expect(await store.get(id)).toMatchObject({ status: 'delivered', attempts: 3, lastStatus: 409 });
    expect(submits().map((s) => s.key)).toEqual([key, key, key]);
    expect(await crmRecords(key)).toHaveLength(1);
    expect(tokens()).toHaveLength(1); // the token is cached across attempts
  });

  it('401 refreshes the token once and tries again', async () => {
    const store = await openStore();
    const client = makeCrm();
    const dispatcher = dispatcherFor(store, client);
    const warm = await enqueue(store, 'lead', lead(1), randomUUID());
    await dispatcher.deliverNow(warm);
    expect(tokens()).toHaveLength(1);

    rig.seen = [];
    rig.script = [401];
    const key = randomUUID();
    const id = await enqueue(store, 'lead', lead(2), key);
    await dispatcher.deliverNow(id);
    expect(tokens()).toHaveLength(1); // one refresh
    expect(submits().map((s) => s.key)).toEqual([key, key]);
    expect(submits()[0]?.auth).not.toBe(submits()[1]?.auth);
    expect(await store.get(id)).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 201 });
  });

  it('a second 401 after the refresh is retried later, not rejected', async () => {
    const store = await openStore();
    const id = await enqueue(store, 'lead', lead(), randomUUID());
    rig.script = [401, 401];
    await dispatcherFor(store).deliverNow(id);
    expect(tokens()).toHaveLength(2);
    expect(await store.get(id)).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 401 });
  });

  it.each([400, 403, 422])('%i is rejected for good and kept', async (status) => {
    const store = await openStore();
    const dispatcher = dispatcherFor(store);
    const id = await enqueue(store, 'lead', lead(), randomUUID());
    rig.script = [status];
    await dispatcher.deliverNow(id);
    expect(await store.get(id)).toMatchObject({ status: 'rejected', attempts: 1, lastStatus: status });

    rig.now += 100_000;
    await dispatcher.sweep();
    expect(submits()).toHaveLength(1); // never retried
    expect(await store.list('rejected')).toHaveLength(1);
  });

  it('after the fast attempts keeps retrying, capped and jittered, until a CRM that comes back takes the lead', async () => {
    const store = await openStore();
    const dispatcher = dispatcherFor(store);
    const key = randomUUID();
    const id = await enqueue(store, 'lead', lead(), key);
    rig.script = Array<number>(9).fill(503);

    await dispatcher.deliverNow(id);
    const waits: number[] = [];
    for (let entry = await store.get(id); entry?.status === 'pending'; entry = await store.get(id)) {
      waits.push(entry.nextAttemptAt - rig.now);
      rig.now = entry.nextAttemptAt;
      await dispatcher.sweep();
    }
    // 10, 20, 30, 40 exact; then steps of 80 and 100 (the cap) drawn at the middle of [½, 1].
    expect(waits).toEqual([10, 20, 30, 40, 60, 75, 75, 75, 75]);
    expect(await store.get(id)).toMatchObject({ status: 'delivered', attempts: 10, lastStatus: 201 });
    expect(submits().map((s) => s.key)).toEqual(Array(10).fill(key));
    expect(await crmRecords(key)).toHaveLength(1);
  });

  it('parks the entry with an error log once its retry window closes, and keeps it', async () => {
    const store = await openStore();
    const dispatcher = dispatcherFor(store);
    const key = randomUUID();
    const created = rig.now;
    const id = await enqueue(store, 'lead', lead(), key);
    rig.script = Array<number>(100).fill(500);
    const errors = jest.mocked(console.error);
    errors.mockClear();

    await dispatcher.deliverNow(id);
    for (let entry = await store.get(id); entry?.status === 'pending'; entry = await store.get(id)) {
      rig.now = entry.nextAttemptAt;
      await dispatcher.sweep();
    }
    const parked = await store.get(id);
    expect(parked).toMatchObject({ status: 'exhausted', lastStatus: 500 });
    // Every attempt fell inside the 1 s window; the next one would not have.
    expect(rig.now - created).toBeLessThanOrEqual(RETRY.retryForMs);
    expect(rig.now - created + 75).toBeGreaterThan(RETRY.retryForMs);
    expect(submits()).toHaveLength(parked?.attempts ?? 0);
    const logged = errors.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(logged).toContainEqual(expect.objectContaining({ level: 'error', event: 'lead.exhausted', id, attempts: parked?.attempts }));

    rig.now += 1_000_000;
    await dispatcher.sweep();
    expect(submits()).toHaveLength(parked?.attempts ?? 0);
    expect(await crmRecords(key)).toHaveLength(0);
  });

  it('a 429 is retried like a 5xx', async () => {
    const store = await openStore();
    const id = await enqueue(store, 'lead', lead(), randomUUID());
    rig.script = [429];
    await dispatcherFor(store).deliverNow(id);
    expect(await store.get(id)).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 429, nextAttemptAt: rig.now + 10 });
  });

  it('takes a delivery slot before each POST: the CRM sees the configured rate', async () => {
    const store = await openStore();
    const perSecond = 40;
    const local = localDeliveryRate(perSecond);
    const granted: number[] = [];
    const recording: DeliveryRate = {
      async tryTake() {
        const slot = await local.tryTake();
        if (slot.waitMs === 0) granted.push(slot.at);
        return slot;
      },
    };
    const dispatcher = dispatcherFor(store, makeCrm(), recording);
    for (let i = 0; i < 8; i++) await enqueue(store, 'lead', lead(i), randomUUID());
    await dispatcher.sweep();
    expect(submits()).toHaveLength(8);
    expect(granted).toHaveLength(8); // one slot per POST
    const slot = slotMs(perSecond);
    const gaps = granted.slice(1).map((t, i) => t - (granted[i] ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(slot);
    // At the CRM, arrival times carry the network's jitter (the first request also opens the
    // connection, so it may land just before the second): never three arrivals within one slot.
    const times = submits().map((s) => s.at);
    for (let i = 0; i + 2 < times.length; i++) expect((times[i + 2] ?? 0) - (times[i] ?? 0)).toBeGreaterThanOrEqual(slot);
  });

  it('a timeout and a refused connection are retried', async () => {
    const store = await openStore();
    const timingOut = dispatcherFor(store, makeCrm(rig.proxyUrl, 200));
    const slow = await enqueue(store, 'lead', lead(1), randomUUID());
    rig.script = ['hang'];
    await timingOut.deliverNow(slow);
    expect(await store.get(slow)).toMatchObject({ status: 'pending', attempts: 1, lastStatus: null });

    const closed = createServer();
    const port = await new Promise<number>((resolve) => closed.listen(0, '127.0.0.1', () => resolve((closed.address() as AddressInfo).port)));
    await new Promise((resolve) => closed.close(resolve));
    const refused = await enqueue(store, 'lead', lead(2), randomUUID());
    await dispatcherFor(store, makeCrm(`http://127.0.0.1:${port}`)).deliverNow(refused);
    expect(await store.get(refused)).toMatchObject({ status: 'pending', attempts: 1, lastStatus: null });
  });

  it('a restart resumes pending entries, those left mid-delivery included', async () => {
    const before = await openStore();
    const waiting = await enqueue(before, 'lead', lead(1), randomUUID());
    const midFlight = await enqueue(before, 'potential', { potential: { email: 'b@example.co' } }, randomUUID());
    await before.claimDue(rig.now, 1, { id: midFlight, leaseMs: 1_000 }); // the process "dies" here
    await before.close();
    stores.splice(stores.indexOf(before), 1);

    const after = await openStore();
    const dispatcher = dispatcherFor(after);
    await dispatcher.sweep();
    expect(await after.get(waiting)).toMatchObject({ status: 'delivered' });
    expect(await after.get(midFlight)).toMatchObject({ status: 'pending', attempts: 0 });

    rig.now += 1_000; // the dead process's lease lapses
    await dispatcher.sweep();
    expect(await after.get(midFlight)).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(submits().map((s) => s.path)).toEqual(['/leads', '/potentials']);
  });

  it('a started dispatcher sweeps on its own, and wakes when a retry falls due', async () => {
    const store = await openStore();
    const id = await enqueue(store, 'lead', lead(), randomUUID());
    rig.script = [503];
    const dispatcher = dispatcherFor(store);
    dispatcher.start(); // sweeps at once: the first attempt fails
    const until = async (status: string) => {
      for (let i = 0; i < 100 && (await store.get(id))?.status !== status; i++) {
        if ((await store.get(id))?.attempts === 1) rig.now += 10; // let the back-off pass
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await until('delivered');
    await dispatcher.stop();
    expect(await store.get(id)).toMatchObject({ status: 'delivered', attempts: 2 });
  });
});

describe('shutdown', () => {
  it('stop waits for the delivery under way: a new lead’s outcome is recorded before it resolves', async () => {
    const store = await openStore();
    const id = await enqueue(store, 'lead', lead(), randomUUID());
    const dispatcher = dispatcherFor(store);
    const delivering = dispatcher.deliverNow(id); // as the form route's after() starts it
    await dispatcher.stop();
    expect(await store.get(id)).toMatchObject({ status: 'delivered', attempts: 1 });
    await delivering;
  });
});
