import { afterAll, afterEach, beforeAll, beforeEach, jest } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createContentService, DEMO_CRM, type ContentService } from '../content-service/server.mjs';
import { makeClientToken } from '@/lib/leads/client-token';
import { CircuitBreaker } from '@/lib/http/circuit-breaker';
import { createUpstream, type Upstream } from '@/lib/http/upstream';
import { createCrmClient, type CrmClient } from '@/lib/leads/crm';
import type { DeliveryRate } from '@/lib/leads/delivery-rate';
import { createDispatcher } from '@/lib/leads/dispatcher';
import { openSqliteOutbox } from '@/lib/leads/sqlite-store';
import type { FormKind } from '@/lib/forms/kinds';
import type { OutboxStore } from '@/lib/leads/store';
import { forward } from './forward';

/** What the proxy does with a submission: answers that status, forwards it, forwards it and answers 500 (the CRM's answer lost), or never answers. */
type Step = number | 'forward' | 'store-then-500' | 'hang';
/** A request the proxy received. */
type Seen = { method: string; path: string; key: string | undefined; auth: string | undefined; clientToken: string | undefined; at: number };

/** The secret of the X-Client-Token header the clients send. */
export const SECRET = 'test-client-token-secret';
const BACKOFF = [10, 20, 30, 40];
/** The fast attempts, then waits doubling from 40 ms up to 100 ms, for 1 s of (fake) time. */
export const RETRY = { fastMs: BACKOFF, capMs: 100, retryForMs: 1_000 };

/**
 * The outbox end to end, in this jest file: the embedded content service (CRM stand-in) runs
 * in-process behind a scriptable proxy that can fail on demand; a fake clock and short back-off
 * stand in for time. Started before the file's tests; each test starts with a fresh outbox folder,
 * the clock at 2026-11-22 15:00 UTC, an empty script and nothing seen.
 */
export function setUpOutboxRig() {
  let crm: ContentService;
  let crmUrl: string;
  let proxy: Server;
  let dataDir: string;
  const stores: OutboxStore[] = [];
  const upstreams: Upstream[] = [];

  const rig = {
    /** The fake clock (ms). */
    now: 0,
    /** The proxy's answers to the next submissions, in order; once spent, it forwards. */
    script: [] as Step[],
    /** Every request the proxy received, the token calls included. */
    seen: [] as Seen[],
    proxyUrl: '',
    /** The stores opened by this test, closed after it. */
    stores,
    makeCrm,
    openStore,
    dispatcherFor,
    crmRecords,
    enqueue,
    submits: () => rig.seen.filter((s) => s.path !== '/token'),
    tokens: () => rig.seen.filter((s) => s.path === '/token'),
    lead: (n = 1) => ({ contact: { firstName: `Ana ${n}`, email: `ana${n}@example.co` }, opportunities: [] }),
  };
  const clock = () => rig.now;

  function startProxy(): Promise<string> {
    proxy = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const header = (name: string) => {
          const v = req.headers[name];
          return typeof v === 'string' ? v : undefined;
        };
        rig.seen.push({ method: req.method ?? '', path: req.url ?? '', key: header('idempotency-key'), auth: header('authorization'), clientToken: header('x-client-token'), at: Date.now() });
        // The token call always goes through; submissions follow the script, then forward.
        const step: Step = req.url === '/token' ? 'forward' : (rig.script.shift() ?? 'forward');
        if (step === 'hang') return; // never answers: the client's timeout must fire
        if (typeof step === 'number') {
          res.writeHead(step, { 'content-type': 'application/json' }).end('{"error":"scripted"}');
          return;
        }
        const answer = await forward(req, Buffer.concat(chunks), crmUrl);
        if (step === 'store-then-500') {
          res.writeHead(500).end(); // stored upstream, but the answer is "lost"
          return;
        }
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)));
  }

  /**
   * Each client has its own pools, and a breaker that never opens: these tests count every attempt
   * that reaches the CRM (the breaker has its own tests in lib/http).
   */
  function makeCrm(baseUrl = rig.proxyUrl, timeoutMs = 2_000): CrmClient {
    const own = createUpstream({ timeoutMs, breaker: new CircuitBreaker({ threshold: Number.POSITIVE_INFINITY }) });
    upstreams.push(own);
    const fetch: typeof globalThis.fetch = (input, init) => own.fetch('crm', input, init);
    return createCrmClient({ baseUrl, ...DEMO_CRM, timeoutMs, clock, fetch, clientToken: () => makeClientToken(SECRET, new Date(rig.now)) });
  }

  async function openStore(): Promise<OutboxStore> {
    const store = await openSqliteOutbox(dataDir, { clock });
    stores.push(store);
    return store;
  }

  function dispatcherFor(store: OutboxStore, client: CrmClient = makeCrm(), rate?: DeliveryRate) {
    return createDispatcher({ store, crm: client, clock, random: () => 0.5, retry: RETRY, rate, leaseMs: 1_000 });
  }

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

  /** Enqueue without a fingerprint (the route's concern), resolved with the entry's id. */
  async function enqueue(store: OutboxStore, ...args: [FormKind, Record<string, unknown>, string]) {
    return (await store.enqueue(...args, '')).id;
  }

  beforeAll(async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // expected lead.rejected / exhausted logs
    crm = createContentService({ dataDir: mkdtempSync(join(tmpdir(), 'crm-')) });
    crmUrl = await crm.listen(0);
    rig.proxyUrl = await startProxy();
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
    rig.now = Date.UTC(2026, 10, 22, 15, 0, 0);
    rig.script = [];
    rig.seen = [];
  });

  afterEach(async () => {
    while (stores.length) await stores.pop()?.close();
    while (upstreams.length) await upstreams.pop()?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return rig;
}
