import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { describeAttribution } from './attribution-contract';
import { describeConsentRecords } from './consent-contract';
import type { OutboxStore } from './store';

/**
 * The contract of `OutboxStore`, run against every implementation (sqlite-store.test.ts,
 * pg-store.test.ts). `fresh()` empties the backing database before each test; `open(clock)`
 * opens a store on it, and may be called more than once (a restart, a second instance); `dump()`
 * is every row of every table as text (what is left of a person); `cli(args)` runs
 * `npm run leads -- …args` against that database.
 */
export type StoreFactory = {
  fresh(): Promise<void>;
  open(clock: () => number): Promise<OutboxStore>;
  dump(): Promise<string>;
  cli(args: string[]): { status: number | null; stdout: string; stderr: string };
};

const lead = (n = 1) => ({ contact: { firstName: `Ana ${n}`, email: `ana${n}@example.co` }, opportunities: [] });

export function describeOutboxStore(name: string, factory: StoreFactory) {
  describe(`OutboxStore contract: ${name}`, () => {
    let now: number;
    const clock = () => now;
    const opened: OutboxStore[] = [];
    const open = async () => {
      const store = await factory.open(clock);
      opened.push(store);
      return store;
    };

    beforeEach(async () => {
      now = Date.UTC(2026, 10, 22, 15, 0, 0);
      await factory.fresh();
    });
    afterEach(async () => {
      while (opened.length) await opened.pop()?.close();
    });

    it('enqueue is durable: another store opened on the same database holds the entry', async () => {
      const first = await open();
      const key = randomUUID();
      const { id } = await first.enqueue('lead', lead(), key, 'fp-1');
      await first.close();
      opened.splice(opened.indexOf(first), 1);

      const reopened = await open();
      expect(await reopened.list()).toEqual([
        {
          ...{ id, kind: 'lead', payload: lead(), idempotencyKey: key, fingerprint: 'fp-1', status: 'pending', attempts: 0, nextAttemptAt: now, lastStatus: null, createdAt: now, updatedAt: now },
          ...{ clickIds: {}, measurement: '', deliveredAt: null, conversion: null },
        },
      ]);
    });

    it('the same idempotency key is one entry: its id and its first fingerprint come back', async () => {
      const store = await open();
      const key = randomUUID();
      const a = await store.enqueue('lead', lead(1), key, 'fp-first');
      const b = await store.enqueue('lead', lead(2), key, 'fp-other');
      expect(b).toEqual({ id: a.id, fingerprint: 'fp-first' });
      const [entry] = await store.list();
      expect(entry?.payload).toEqual(lead(1));
      expect(await store.list()).toHaveLength(1);
    });

    it('finds the key of the latest entry with a fingerprint since a time; an emptied entry matches none', async () => {
      const store = await open();
      const [first, second, other] = [randomUUID(), randomUUID(), randomUUID()];
      const { id } = await store.enqueue('lead', lead(1), first, 'fp-same');
      now += 1_000;
      await store.enqueue('lead', lead(1), second, 'fp-same');
      await store.enqueue('lead', lead(2), other, 'fp-other');
      expect(await store.recentKey('fp-same', now - 1_000)).toBe(second);
      expect(await store.recentKey('fp-same', now + 1)).toBeNull();
      expect(await store.recentKey('fp-none', 0)).toBeNull();
      expect(await store.recentKey('', 0)).toBeNull();

      const [a, b] = (await store.list()).filter((e) => e.fingerprint === 'fp-same').map((e) => e.id);
      for (const settled of [a, b]) await store.markDelivered(settled ?? '', 1, 201);
      await store.redactSettled(now + 1);
      expect(id).toBe(a);
      expect(await store.recentKey('fp-same', 0)).toBeNull();
    });

    it('a claimed entry is not claimed again until its lease lapses', async () => {
      const store = await open();
      await store.enqueue('lead', lead(), randomUUID(), '');
      expect(await store.claimDue(now, 10, { leaseMs: 1_000 })).toHaveLength(1);
      expect(await store.claimDue(now + 999, 10, { leaseMs: 1_000 })).toHaveLength(0);
      const [again] = await store.claimDue(now + 1_000, 10);
      expect(again?.nextAttemptAt).toBeGreaterThan(now + 1_000);
    });

    it('claims the earliest due first, at most `limit`, and only what is due', async () => {
      const store = await open();
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const { id } = await store.enqueue('lead', lead(i), randomUUID(), '');
        ids.push(id);
      }
      await store.markRetry(ids[0] ?? '', 1, now + 500, 503);
      await store.markRetry(ids[1] ?? '', 1, now + 100, 503);
      await store.markRetry(ids[2] ?? '', 1, now + 5_000, 503);
      expect(await store.claimDue(now, 10)).toEqual([]);
      const claimed = await store.claimDue(now + 1_000, 1);
      expect(claimed.map((e) => e.id)).toEqual([ids[1]]);
      expect((await store.claimDue(now + 1_000, 10)).map((e) => e.id)).toEqual([ids[0]]);
    });

    it('claims one entry by id', async () => {
      const store = await open();
      const { id } = await store.enqueue('lead', lead(1), randomUUID(), '');
      await store.enqueue('lead', lead(2), randomUUID(), '');
      expect((await store.claimDue(now, 10, { id })).map((e) => e.id)).toEqual([id]);
      expect(await store.claimDue(now, 10, { id })).toEqual([]);
    });

    it('records each outcome; only pending entries are claimed', async () => {
      const store = await open();
      const ids = await Promise.all([1, 2, 3, 4].map(async (n) => (await store.enqueue('lead', lead(n), randomUUID(), '')).id));
      const [delivered, rejected, exhausted, retry] = ids as [string, string, string, string];
      now += 10;
      await store.markDelivered(delivered, 1, 201);
      await store.markRejected(rejected, 2, 422);
      await store.markExhausted(exhausted, 7, null);
      await store.markRetry(retry, 3, now + 60_000, 503);

      expect(await store.get(delivered)).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 201, updatedAt: now });
      expect(await store.get(rejected)).toMatchObject({ status: 'rejected', attempts: 2, lastStatus: 422 });
      expect(await store.get(exhausted)).toMatchObject({ status: 'exhausted', attempts: 7, lastStatus: null });
      expect(await store.get(retry)).toMatchObject({ status: 'pending', attempts: 3, lastStatus: 503, nextAttemptAt: now + 60_000 });
      expect((await store.list('delivered')).map((e) => e.id)).toEqual([delivered]);
      expect(await store.list('pending')).toHaveLength(1);

      expect((await store.claimDue(now + 1_000_000, 10)).map((e) => e.id)).toEqual([retry]);
    });

    it('answers a ping while open, and refuses it once closed (readiness)', async () => {
      const store = await factory.open(clock);
      await expect(store.ping()).resolves.toBeUndefined();
      await store.close();
      await expect(store.ping()).rejects.toThrow();
    });

    it('the backlog counts pending and parked leads and dates the oldest pending one', async () => {
      const store = await open();
      expect(await store.backlog()).toEqual({ pending: 0, parked: 0, oldestPendingAt: null });
      const first = now;
      const [delivered, parked] = await Promise.all([1, 2].map(async (n) => (await store.enqueue('lead', lead(n), randomUUID(), '')).id)) as [string, string];
      now += 1_000;
      await store.enqueue('lead', lead(3), randomUUID(), '');
      const oldest = (await store.enqueue('lead', lead(4), randomUUID(), '')).id;
      await store.markDelivered(delivered, 1, 201);
      await store.markExhausted(parked, 7, null);
      expect(await store.backlog()).toEqual({ pending: 2, parked: 1, oldestPendingAt: first + 1_000 });
      await store.markDelivered(oldest, 1, 201);
      expect((await store.backlog()).pending).toBe(1);
    });

    it('an unknown id is null', async () => {
      const store = await open();
      expect(await store.get(randomUUID())).toBeNull();
      expect(await store.get('not-an-id')).toBeNull();
    });

    it('concurrent sweepers on two stores never claim the same entry', async () => {
      const a = await open();
      const b = await open();
      const total = 40;
      for (let i = 0; i < total; i++) await a.enqueue('lead', lead(i), randomUUID(), '');
      const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).claimDue(now, 7, { leaseMs: 60_000 })));
      const ids = claims.flat().map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      // Whatever the interleaving, the rest is claimed by a later sweep, once.
      const rest = await a.claimDue(now, total, { leaseMs: 60_000 });
      expect(ids.length + rest.length).toBe(total);
      expect(new Set([...ids, ...rest.map((e) => e.id)]).size).toBe(total);
    });

    it('counts leads by campaign and status since a time, after retention too, without personal data', async () => {
      const store = await open();
      const withCampaign = (i: number, source: string) => ({
        contact: { email: `p${i}@correo.com` },
        opportunities: [{ utm_source: source, utm_media: 'cpc', utm_campaign: 'c', landingName: '/landing/pregrado' }],
      });
      const old = await store.enqueue('lead', withCampaign(0, 'google'), randomUUID(), '');
      await store.markDelivered(old.id, 1, 201);
      now += 10 * 86_400_000;
      const a = await store.enqueue('lead', withCampaign(1, 'google'), randomUUID(), '');
      await store.markDelivered(a.id, 1, 201);
      await store.enqueue('lead', withCampaign(2, 'google'), randomUUID(), '');
      const b = await store.enqueue('lead', withCampaign(3, 'facebook'), randomUUID(), '');
      await store.markExhausted(b.id, 5, 503);
      await store.enqueue('webcase', { email: 'x@correo.com' }, randomUUID(), '');
      await store.redactSettled(now + 1);
      const rows = await store.campaignRows(now - 86_400_000);
      const google = JSON.stringify({ source: 'google', medium: 'cpc', campaign: 'c', landing: '/landing/pregrado' });
      const facebook = JSON.stringify({ source: 'facebook', medium: 'cpc', campaign: 'c', landing: '/landing/pregrado' });
      expect([...rows].sort((x, y) => `${x.campaign}${x.status}`.localeCompare(`${y.campaign}${y.status}`))).toEqual([
        { campaign: facebook, status: 'exhausted', count: 1 },
        { campaign: google, status: 'delivered', count: 1 },
        { campaign: google, status: 'pending', count: 1 },
      ]);
      expect(JSON.stringify(rows)).not.toContain('@');
      expect((await store.campaignRows(0)).reduce((t, r) => t + r.count, 0)).toBe(4);
    });

    const rig = {
      now: () => now,
      setNow: (at: number) => {
        now = at;
      },
      open,
    };
    describeConsentRecords(name, factory, rig);
    describeAttribution(name, rig);
  });
}
