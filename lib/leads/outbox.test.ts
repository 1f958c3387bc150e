/**
 * @jest-environment node
 *
 * The outbox end to end: the embedded content service (CRM stand-in) runs in-process behind a
 * scriptable proxy that can fail on demand; a fake clock and short back-off stand in for time.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createContentService, DEMO_CRM, type ContentService } from '../../content-service/server.mjs';
import { createUpstream, type Upstream } from '@/lib/http/upstream';
import { CLIENT_TOKEN_PREFIX, makeClientToken, readClientToken } from './client-token';
import { createCrmClient, type CrmClient } from './crm';
import { createDispatcher } from './dispatcher';
import { openSqliteOutbox } from './sqlite-store';
import type { OutboxStore } from './store';

/* ---------- a scriptable proxy in front of the CRM stand-in ---------- */
type Step = number | 'forward' | 'store-then-500' | 'hang';
type Seen = { method: string; path: string; key: string | undefined; auth: string | undefined; clientToken: string | undefined };

let crm: ContentService;
let crmUrl: string;
let proxy: Server;
let proxyUrl: string;
let script: Step[] = [];
let seen: Seen[] = [];

function forward(req: IncomingMessage, body: Buffer): Promise<{ status: number; body: Buffer }> {
  const target = new URL(req.url ?? '/', crmUrl);
  return new Promise((resolve, reject) => {
    const out = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 502, body: Buffer.concat(chunks) }));
    });
    out.on('error', reject);
    out.end(body);
  });
}

function startProxy(): Promise<string> {
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const header = (name: string) => {
        const v = req.headers[name];
        return typeof v === 'string' ? v : undefined;
      };
      seen.push({ method: req.method ?? '', path: req.url ?? '', key: header('idempotency-key'), auth: header('authorization'), clientToken: header('x-client-token') });
      // The token call always goes through; submissions follow the script, then forward.
      const step: Step = req.url === '/token' ? 'forward' : (script.shift() ?? 'forward');
      if (step === 'hang') return; // never answers: the client's timeout must fire
      if (typeof step === 'number') {
        res.writeHead(step, { 'content-type': 'application/json' }).end('{"error":"scripted"}');
        return;
      }
      const answer = await forward(req, Buffer.concat(chunks));
      if (step === 'store-then-500') {
        res.writeHead(500).end(); // stored upstream, but the answer is "lost"
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)));
}

/* ---------- fixtures ---------- */
const SECRET = 'test-client-token-secret';
let dataDir: string;
let now: number;
const clock = () => now;
const BACKOFF = [10, 20, 30, 40];
const stores: OutboxStore[] = [];

/** Each client with its own upstream pools and CRM breaker: a test's failures do not open the next one's circuit. */
const upstreams: Upstream[] = [];
const makeCrm = (baseUrl = proxyUrl, timeoutMs = 2_000): CrmClient => {
  const up = createUpstream({ timeoutMs });
  upstreams.push(up);
  const crmFetch: typeof fetch = (input, init) => up.fetch('crm', input, init);
  return createCrmClient({ baseUrl, ...DEMO_CRM, timeoutMs, clock, clientToken: () => makeClientToken(SECRET, new Date(now)), fetch: crmFetch });
};

async function openStore(): Promise<OutboxStore> {
  const store = await openSqliteOutbox(dataDir, { clock });
  stores.push(store);
  return store;
}
const dispatcherFor = (store: OutboxStore, client: CrmClient = makeCrm()) =>
  createDispatcher({ store, crm: client, clock, backoffMs: BACKOFF, leaseMs: 1_000 });

/** What the CRM stand-in holds for a key. */
async function crmRecords(key: string): Promise<unknown[]> {
  const token = await fetch(`${crmUrl}/token`, {
    method: 'POST',
    headers: { authorization: DEMO_CRM.authorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: DEMO_CRM.username, password: DEMO_CRM.password }),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const list = (await fetch(`${crmUrl}/leads`, { headers: { authorization: `Bearer ${token.access_token}` } }).then((r) => r.json())) as { idempotencyKey: string }[];
  return list.filter((e) => e.idempotencyKey === key);
}

const submits = () => seen.filter((s) => s.path !== '/token');
const tokens = () => seen.filter((s) => s.path === '/token');
const FINGERPRINT = 'a'.repeat(64);
const lead = (n = 1) => ({ contact: { firstName: `Ana ${n}`, email: `ana${n}@example.co` }, opportunities: [] });

beforeAll(async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // expected lead.rejected / exhausted logs
  crm = createContentService({ dataDir: mkdtempSync(join(tmpdir(), 'crm-')) });
  crmUrl = await crm.listen(0);
  proxyUrl = await startProxy();
});

afterAll(async () => {
  await Promise.all(upstreams.map((u) => u.close()));
  await crm.close();
  await new Promise<void>((resolve) => {
    proxy.closeAllConnections();
    proxy.close(() => resolve());
  });
});

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'outbox-'));
  now = Date.UTC(2026, 10, 22, 15, 0, 0);
  script = [];
  seen = [];
});

afterEach(async () => {
  while (stores.length) await stores.pop()?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('outbox store', () => {
  it('enqueue is durable: a reopened store still holds the entry', async () => {
    const key = randomUUID();
    const first = await openStore();
    const id = (await first.enqueue('lead', lead(), key, FINGERPRINT)).id;
    await first.close();
    stores.pop();

    const reopened = await openStore();
    const [entry] = await reopened.list();
    expect(entry).toMatchObject({ id, kind: 'lead', idempotencyKey: key, status: 'pending', attempts: 0, payload: lead() });
  });

  it('the same idempotency key is one entry with one id, and gives back the fingerprint stored first', async () => {
    const store = await openStore();
    const key = randomUUID();
    const a = await store.enqueue('lead', lead(1), key, FINGERPRINT);
    const b = await store.enqueue('lead', lead(2), key, 'b'.repeat(64));
    expect(a).toEqual({ id: expect.any(String), fingerprint: FINGERPRINT });
    expect(b).toEqual(a);
    expect(await store.list()).toHaveLength(1);
    expect((await store.list())[0]?.payload).toEqual(lead(1));
  });

  it('an outbox file made before fingerprints gains the column and keeps its entries', async () => {
    const { createClient } = await import('@libsql/client');
    const old = createClient({ url: `file:${dataDir}/outbox.db` });
    await old.execute(`CREATE TABLE outbox (id TEXT PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL,
      idempotency_key TEXT NOT NULL UNIQUE, status TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL, last_status INTEGER, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`);
    await old.execute({ sql: `INSERT INTO outbox (id, kind, payload, idempotency_key, next_attempt_at, created_at, updated_at) VALUES ('old-1', 'lead', '{}', 'old-key', 0, 0, 0)` });
    old.close();

    const store = await openStore();
    expect(await store.enqueue('lead', lead(), 'old-key', FINGERPRINT)).toEqual({ id: 'old-1', fingerprint: '' });
    expect((await store.enqueue('lead', lead(), 'new-key', FINGERPRINT)).fingerprint).toBe(FINGERPRINT);
    expect(await store.list()).toHaveLength(2);
  });

  it('a claimed entry is not claimed twice until its lease lapses', async () => {
    const store = await openStore();
    await store.enqueue('lead', lead(), randomUUID(), FINGERPRINT);
    expect(await store.claimDue(now, 10, { leaseMs: 1_000 })).toHaveLength(1);
    expect(await store.claimDue(now, 10, { leaseMs: 1_000 })).toHaveLength(0);
    expect(await store.claimDue(now + 1_000, 10)).toHaveLength(1);
  });
});

describe('delivery to the CRM', () => {
  it('delivers at once with Bearer, Idempotency-Key and X-Client-Token', async () => {
    const store = await openStore();
    const key = randomUUID();
    const id = (await store.enqueue('lead', lead(), key, FINGERPRINT)).id;
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
    const id = (await store.enqueue('lead', lead(), key, FINGERPRINT)).id;
    script = [503, 'store-then-500'];

    await dispatcher.deliverNow(id);
    expect(await store.get(id)).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 503, nextAttemptAt: now + 10 });

    await dispatcher.sweep(); // not due yet
    expect(submits()).toHaveLength(1);

    now += 10;
    await dispatcher.sweep(); // stored upstream, answer lost
    expect(await store.get(id)).toMatchObject({ status: 'pending', attempts: 2, lastStatus: 500, nextAttemptAt: now + 20 });

    now += 20;
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
    const warm = (await store.enqueue('lead', lead(1), randomUUID(), FINGERPRINT)).id;
    await dispatcher.deliverNow(warm);
    expect(tokens()).toHaveLength(1);

    seen = [];
    script = [401];
    const key = randomUUID();
    const id = (await store.enqueue('lead', lead(2), key, FINGERPRINT)).id;
    await dispatcher.deliverNow(id);
    expect(tokens()).toHaveLength(1); // one refresh
    expect(submits().map((s) => s.key)).toEqual([key, key]);
    expect(submits()[0]?.auth).not.toBe(submits()[1]?.auth);
    expect(await store.get(id)).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 201 });
  });

  it('a second 401 after the refresh is retried later, not rejected', async () => {
    const store = await openStore();
    const id = (await store.enqueue('lead', lead(), randomUUID(), FINGERPRINT)).id;
    script = [401, 401];
    await dispatcherFor(store).deliverNow(id);
    expect(tokens()).toHaveLength(2);
    expect(await store.get(id)).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 401 });
  });

  it.each([400, 403, 422])('%i is rejected for good and kept', async (status) => {
    const store = await openStore();
    const dispatcher = dispatcherFor(store);
    const id = (await store.enqueue('lead', lead(), randomUUID(), FINGERPRINT)).id;
    script = [status];
    await dispatcher.deliverNow(id);
    expect(await store.get(id)).toMatchObject({ status: 'rejected', attempts: 1, lastStatus: status });

    now += 100_000;
    await dispatcher.sweep();
    expect(submits()).toHaveLength(1); // never retried
    expect(await store.list('rejected')).toHaveLength(1);
  });

  it('exhausts after 5 attempts and keeps the entry', async () => {
    const store = await openStore();
    const dispatcher = dispatcherFor(store);
    const key = randomUUID();
    const id = (await store.enqueue('lead', lead(), key, FINGERPRINT)).id;
    script = [500, 502, 503, 504, 500, 500];

    await dispatcher.deliverNow(id);
    for (const wait of BACKOFF) {
      now += wait;
      await dispatcher.sweep();
    }
    expect(await store.get(id)).toMatchObject({ status: 'exhausted', attempts: 5, lastStatus: 500 });
    expect(submits().map((s) => s.key)).toEqual([key, key, key, key, key]);

    now += 1_000_000;
    await dispatcher.sweep();
    expect(submits()).toHaveLength(5);
    expect(await store.list('exhausted')).toHaveLength(1);
    expect(await crmRecords(key)).toHaveLength(0);
  });

  it('a timeout and a refused connection are retried', async () => {
    const store = await openStore();
    const timingOut = dispatcherFor(store, makeCrm(proxyUrl, 200));
    const slow = (await store.enqueue('lead', lead(1), randomUUID(), FINGERPRINT)).id;
    script = ['hang'];
    await timingOut.deliverNow(slow);
    expect(await store.get(slow)).toMatchObject({ status: 'pending', attempts: 1, lastStatus: null });

    const closed = createServer();
    const port = await new Promise<number>((resolve) => closed.listen(0, '127.0.0.1', () => resolve((closed.address() as AddressInfo).port)));
    await new Promise((resolve) => closed.close(resolve));
    const refused = (await store.enqueue('lead', lead(2), randomUUID(), FINGERPRINT)).id;
    await dispatcherFor(store, makeCrm(`http://127.0.0.1:${port}`)).deliverNow(refused);
    expect(await store.get(refused)).toMatchObject({ status: 'pending', attempts: 1, lastStatus: null });
  });

  it('a restart resumes pending entries, those left mid-delivery included', async () => {
    const before = await openStore();
    const waiting = (await before.enqueue('lead', lead(1), randomUUID(), FINGERPRINT)).id;
    const midFlight = (await before.enqueue('potential', { potential: { email: 'b@example.co' } }, randomUUID(), FINGERPRINT)).id;
    await before.claimDue(now, 1, { id: midFlight, leaseMs: 1_000 }); // the process "dies" here
    await before.close();
    stores.splice(stores.indexOf(before), 1);

    const after = await openStore();
    const dispatcher = dispatcherFor(after);
    await dispatcher.sweep();
    expect(await after.get(waiting)).toMatchObject({ status: 'delivered' });
    expect(await after.get(midFlight)).toMatchObject({ status: 'pending', attempts: 0 });

    now += 1_000; // the dead process's lease lapses
    await dispatcher.sweep();
    expect(await after.get(midFlight)).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(submits().map((s) => s.path)).toEqual(['/leads', '/potentials']);
  });

  it('a started dispatcher sweeps on its own, and wakes when a retry falls due', async () => {
    const store = await openStore();
    const id = (await store.enqueue('lead', lead(), randomUUID(), FINGERPRINT)).id;
    script = [503];
    const dispatcher = dispatcherFor(store);
    dispatcher.start(); // sweeps at once: the first attempt fails
    const until = async (status: string) => {
      for (let i = 0; i < 100 && (await store.get(id))?.status !== status; i++) {
        if ((await store.get(id))?.attempts === 1) now += 10; // let the back-off pass
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await until('delivered');
    dispatcher.stop();
    expect(await store.get(id)).toMatchObject({ status: 'delivered', attempts: 2 });
  });
});
