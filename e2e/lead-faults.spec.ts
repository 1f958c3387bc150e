import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import fc from 'fast-check';
import { freePort, startNodeProcess } from '../test/content-service';
import { TEST_SECRETS } from '../test/secrets.cjs';
import { expect, test } from './fixtures';
import { fillLead } from './lead-form';
import { startContentService, startSite, type RunningService } from './servers';

/**
 * Fault tests of lead capture (issue 5, "Done when"): the built site and the CRM stand-in run as
 * real processes on free loopback ports; faults are made by a scriptable proxy in front of the
 * CRM, by pointing the site at a port where nothing listens, and by SIGKILL. What reached the CRM
 * is read through its own API (token + GET list); what the site holds is read from its SQLite
 * outbox file (`outbox` table, lib/leads/sqlite-store.ts).
 */

const FORM = { kind: 'lead', formId: 'co-form-landing', pathname: '/landing/pregrado' } as const;
const SUBMIT_PATHS = ['/leads', '/potentials', '/landing-forms', '/web-cases', '/subscriptions'] as const;

/* ---------- processes ---------- */

/** What a test started (sites, CRM stand-ins, proxies): stopped after it. */
const running: { stop(): Promise<void> }[] = [];
const sites: RunningService[] = [];
const tempDirs: string[] = [];

function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** The built site as its own process (one process: SIGKILL ends all of it), warmed, stopped after the test. */
async function startSiteProcess(env: Record<string, string>): Promise<RunningService> {
  const site = await startSite(env);
  running.push(site);
  sites.push(site);
  await warm(site.url);
  return site;
}

/** A CRM stand-in (the embedded content service) listening on a given port. */
async function startCrmOn(port: number): Promise<RunningService> {
  const dataDir = tempDir('crm-');
  const crm = await startNodeProcess({
    script: 'content-service/server.mjs',
    url: `http://127.0.0.1:${port}`,
    healthPath: '/health',
    dataDir,
    env: { ...TEST_SECRETS, UNIVERSITY: 'co', CONTENT_SERVICE_PORT: String(port), DATA_DIR: dataDir },
  });
  running.push(crm);
  return crm;
}

/** A CRM that accepts connections and never answers (each call ends by the site's timeout). */
async function blackHole(): Promise<string> {
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  running.push({
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/* ---------- the CRM's view ---------- */

type Stored = { kind: string; idempotencyKey: string; body: Record<string, unknown> };

async function crmList(crmUrl: string, path: (typeof SUBMIT_PATHS)[number] = '/leads'): Promise<Stored[]> {
  const res = await fetch(`${crmUrl}/token`, {
    method: 'POST',
    headers: { authorization: TEST_SECRETS.CRM_AUTHORIZATION ?? '', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: TEST_SECRETS.CRM_USERNAME ?? '', password: TEST_SECRETS.CRM_PASSWORD ?? '' }),
  });
  const { access_token: token } = (await res.json()) as { access_token: string };
  const list = await fetch(crmUrl + path, { headers: { authorization: `Bearer ${token}` } });
  expect(list.status).toBe(200);
  return (await list.json()) as Stored[];
}

/** Entries stored for one e-mail address (exact match of the JSON string). */
const storedFor = (list: Stored[], email: string) => list.filter((e) => JSON.stringify(e.body).includes(JSON.stringify(email)));

async function crmTotals(crmUrl: string) {
  const totals: Record<string, number> = {};
  for (const path of SUBMIT_PATHS) totals[path] = (await crmList(crmUrl, path)).length;
  return totals;
}

/* ---------- the site's outbox, read from its SQLite file ---------- */

type Row = { id: string; key: string; status: string; attempts: number; lastStatus: number | null; payload: string; nextAttemptAt: number };

async function outbox(dataDir: string): Promise<Row[]> {
  const db = createClient({ url: `file:${join(dataDir, 'outbox.db')}` });
  try {
    const result = await db.execute('SELECT id, idempotency_key, status, attempts, last_status, payload, next_attempt_at FROM outbox');
    return result.rows.map((r) => ({
      id: String(r.id),
      key: String(r.idempotency_key),
      status: String(r.status),
      attempts: Number(r.attempts),
      lastStatus: r.last_status === null ? null : Number(r.last_status),
      payload: String(r.payload),
      nextAttemptAt: Number(r.next_attempt_at),
    }));
  } finally {
    db.close();
  }
}

/* ---------- submissions ---------- */

const VALID_VALUES = {
  firstName: 'Valentina',
  lastName: 'Gómez Restrepo',
  email: 'x@correo.com',
  mobilePhone: '3101234567',
  state: 'bogota-dc',
  city: 'bogota',
  program: 'co-ing-sistemas',
  donotdisturblaw: 'si',
  habeasData: true,
};
const REQUIRED_FIELDS = Object.keys(VALID_VALUES) as (keyof typeof VALID_VALUES)[];

/** Load the form's definition once (a refused submission), so that the first real ones are not slow. */
async function warm(siteUrl: string) {
  const res = await fetch(`${siteUrl}/api/forms/${FORM.kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': nextIp() },
    body: JSON.stringify({ ...leadBody('warm@correo.com'), values: {} }),
  });
  expect(res.status).toBe(422);
}

/** A valid body of the landing form, filled 10 s ago (the route refuses under 3 s). */
const leadBody = (email: string) => ({
  formId: FORM.formId,
  pathname: FORM.pathname,
  startedAt: Date.now() - 10_000,
  website: '',
  values: { ...VALID_VALUES, email },
});

let ipSeq = 1;
/** A distinct client address per submission: the route allows 10 a minute per address. */
const nextIp = () => `198.18.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;

async function postLead(siteUrl: string, email: string, key: string = randomUUID()) {
  const res = await fetch(`${siteUrl}/api/forms/${FORM.kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': nextIp() },
    body: JSON.stringify(leadBody(email)),
  });
  return { status: res.status, body: (await res.json()) as { id?: string; error?: string }, key };
}

const emailFor = (tag: string, i = 0) => `${tag}.${randomUUID().slice(0, 8)}.${i}@correo.com`;

/* ---------- a scriptable CRM: a proxy in front of the stand-in that fails on demand ---------- */

type Fault = 503 | 'store-then-503';
type Attempt = { path: string; key: string; status: number };

class FaultyCrm {
  server!: Server;
  url = '';
  attempts: Attempt[] = [];
  private faults: Fault[] = [];

  constructor(private readonly target: string) {}

  /** The next submit attempts (any of the five endpoints) get these faults, in order. */
  script(faults: Fault[]) {
    this.faults = [...faults];
    this.attempts = [];
  }

  private async forward(req: IncomingMessage, body: Buffer) {
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type', 'idempotency-key', 'x-client-token']) {
      const v = req.headers[name];
      if (typeof v === 'string') headers[name] = v;
    }
    const res = await fetch(this.target + (req.url ?? '/'), {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(body),
    });
    return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
  }

  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const body = Buffer.concat(chunks);
        const path = new URL(req.url ?? '/', 'http://crm.local').pathname;
        const isSubmit = req.method === 'POST' && (SUBMIT_PATHS as readonly string[]).includes(path);
        let answer: { status: number; body: Buffer };
        try {
          const fault = isSubmit ? this.faults.shift() : undefined;
          if (fault === 503) {
            answer = { status: 503, body: Buffer.from(JSON.stringify({ error: 'Servicio no disponible' })) };
          } else if (fault === 'store-then-503') {
            await this.forward(req, body); // the CRM stores it, but its answer is lost
            answer = { status: 503, body: Buffer.from(JSON.stringify({ error: 'Servicio no disponible' })) };
          } else {
            answer = await this.forward(req, body);
          }
        } catch {
          answer = { status: 502, body: Buffer.from('{"error":"proxy"}') };
        }
        if (isSubmit) this.attempts.push({ path, key: String(req.headers['idempotency-key'] ?? ''), status: answer.status });
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    running.push({ stop: () => new Promise<void>((resolve) => { this.server.closeAllConnections(); this.server.close(() => resolve()); }) });
  }
}


/* ---------- the tests ---------- */

test.describe('lead capture under faults', () => {
  let content: RunningService; // pages and form definitions, and the live CRM
  const siteEnv = () => ({ ...TEST_SECRETS, UNIVERSITY: 'co', CONTENT_API_URL: content.url, UPSTREAM_TIMEOUT_MS: '2000' });

  test.beforeAll(async () => {
    content = await startContentService({ env: { ...TEST_SECRETS } });
  });

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const [i, site] of sites.entries()) await testInfo.attach(`site ${i + 1} log`, { body: site.logs.join('\n'), contentType: 'text/plain' });
    }
    sites.length = 0;
    for (const p of running.splice(0).reverse()) await p.stop().catch(() => undefined);
  });

  test.afterAll(async () => {
    await content?.stop();
    for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    if (content) rmSync(content.dataDir, { recursive: true, force: true });
  });

  test('the CRM answers 503 to the first 4 attempts: the lead is delivered exactly once, one key throughout', async ({ page }) => {
    test.setTimeout(60_000);
    const crm = new FaultyCrm(content.url);
    await crm.start();
    // Short back-off (LEADS_BACKOFF_MS) so that the 5th attempt comes in seconds, not 80 s.
    const site = await startSiteProcess({ ...siteEnv(), CRM_API_URL: crm.url, DATA_DIR: tempDir('site-503-'), LEADS_BACKOFF_MS: '200,400,800,1600' });

    // A visitor on a phone sends the real form while the CRM fails: they see success at once.
    crm.script([503, 503, 503, 503]);
    const email = emailFor('cinco-intentos');
    await page.goto(`${site.url}${FORM.pathname}`);
    const form = await fillLead(page, email);
    await form.getByRole('button', { name: /información|Enviar|Inscr/i }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Recibimos tus datos' })).toBeVisible({ timeout: 15_000 });

    await expect.poll(async () => storedFor(await crmList(content.url), email).length, { timeout: 20_000 }).toBe(1);
    expect(crm.attempts.map((a) => a.status)).toEqual([503, 503, 503, 503, 201]);
    const [stored] = storedFor(await crmList(content.url), email);
    expect(new Set(crm.attempts.map((a) => a.key))).toEqual(new Set([stored?.idempotencyKey]));
    const rows = (await outbox(site.dataDir)).filter((r) => r.payload.includes(JSON.stringify(email)));
    expect(rows).toMatchObject([{ status: 'delivered', attempts: 5, lastStatus: 201, key: stored?.idempotencyKey }]);

    // Nothing more is sent afterwards.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(crm.attempts).toHaveLength(5);
    expect(storedFor(await crmList(content.url), email)).toHaveLength(1);
  });

  test('the CRM stores the lead but its answers are lost (503) on 4 attempts: still exactly one record', async () => {
    test.setTimeout(45_000);
    const crm = new FaultyCrm(content.url);
    await crm.start();
    const site = await startSiteProcess({ ...siteEnv(), CRM_API_URL: crm.url, DATA_DIR: tempDir('site-lost-'), LEADS_BACKOFF_MS: '200,400,800,1600' });

    crm.script([503, 'store-then-503', 503, 'store-then-503']);
    const email = emailFor('respuesta-perdida');
    const sent = await postLead(site.url, email);
    expect(sent.status).toBe(202);

    await expect.poll(() => crm.attempts.length, { timeout: 15_000 }).toBe(5);
    // The 5th attempt is a duplicate for the CRM (409): delivered, and stored once.
    expect(crm.attempts.map((a) => a.status)).toEqual([503, 503, 503, 503, 409]);
    expect(new Set(crm.attempts.map((a) => a.key))).toEqual(new Set([sent.key]));
    await expect.poll(async () => (await outbox(site.dataDir)).map((r) => [r.key, r.status, r.attempts, r.lastStatus])).toEqual([[sent.key, 'delivered', 5, 409]]);
    expect(storedFor(await crmList(content.url), email).map((e) => e.idempotencyKey)).toEqual([sent.key]);
  });

  test('the CRM is down while leads arrive: every accepted lead stays stored, then is delivered once when it returns', async () => {
    test.setTimeout(60_000);
    const crmPort = await freePort(); // nothing listens here yet
    // The real back-off schedule (1 s, 4 s, 15 s, 60 s).
    const site = await startSiteProcess({ ...siteEnv(), CRM_API_URL: `http://127.0.0.1:${crmPort}`, DATA_DIR: tempDir('site-down-') });

    const emails = Array.from({ length: 5 }, (_, i) => emailFor('crm-caido', i));
    const sent = [];
    for (const email of emails) sent.push(await postLead(site.url, email));
    expect(sent.map((s) => s.status)).toEqual(emails.map(() => 202));
    const keys = sent.map((s) => s.key).sort();

    // Every delivery has failed (connection refused), then its first retry 1 s later: every lead
    // is still in the outbox, pending.
    await expect
      .poll(async () => (await outbox(site.dataDir)).filter((r) => r.status === 'pending' && r.attempts >= 1).length, { timeout: 15_000 })
      .toBe(emails.length);
    await new Promise((r) => setTimeout(r, 1_500));
    const stored = await outbox(site.dataDir);
    expect(stored.map((r) => r.key).sort()).toEqual(keys);
    expect(stored.every((r) => r.status === 'pending' && r.attempts >= 1 && r.lastStatus === null)).toBe(true);
    expect(stored.some((r) => r.attempts >= 2)).toBe(true);

    // The CRM comes back on the same address: the next retry delivers each lead once.
    const crm = await startCrmOn(crmPort);
    await expect
      .poll(async () => (await outbox(site.dataDir)).filter((r) => r.status === 'delivered').length, { timeout: 30_000 })
      .toBe(emails.length);
    // Delivered by a retry after the outage, accepted at once by the CRM.
    expect((await outbox(site.dataDir)).every((r) => r.attempts >= 2 && r.lastStatus === 201)).toBe(true);
    await new Promise((r) => setTimeout(r, 1_500));
    const list = await crmList(crm.url);
    for (const email of emails) expect(storedFor(list, email), email).toHaveLength(1);
    expect(list.map((e) => e.idempotencyKey).sort()).toEqual(keys);
  });

  // The CRM unreachable two ways: nothing listens (each attempt fails at once), or it accepts
  // connections and never answers (each delivery is still in flight when the site is killed).
  for (const unreachable of ['refused', 'hanging'] as const) {
    test(`the site is killed (SIGKILL) right after acknowledging 12 leads, CRM ${unreachable}: all 12 delivered after restart, none twice`, async () => {
      test.setTimeout(90_000);
      const dataDir = tempDir('site-kill-');
      const deadCrm = unreachable === 'refused' ? `http://127.0.0.1:${await freePort()}` : await blackHole();
      // A short lease (still longer than a token call, an attempt and a 401 retry at the 2 s
      // timeout), so that a lead claimed at the moment of the kill is due again seconds after the
      // restart rather than after the default 2 minutes; the restarted site's 15 s sweep takes it.
      const leaseEnv = { LEADS_LEASE_MS: '7000' };
      const site = await startSiteProcess({ ...siteEnv(), ...leaseEnv, CRM_API_URL: deadCrm, DATA_DIR: dataDir });

      const N = 12;
      const emails = Array.from({ length: N }, (_, i) => emailFor('sigkill', i));
      const sent = await Promise.all(emails.map((email) => postLead(site.url, email)));
      expect(sent.map((s) => s.status)).toEqual(emails.map(() => 202));
      await site.kill(); // at once: deliveries may be in flight

      const keys = sent.map((s) => s.key).sort();
      const afterKill = await outbox(dataDir);
      expect(afterKill.map((r) => r.key).sort()).toEqual(keys);
      expect(afterKill.filter((r) => r.status !== 'pending')).toEqual([]);
      const killedAt = Date.now();
      const untried = `CRM ${unreachable}: ${afterKill.filter((r) => r.attempts === 0).length} of ${N} had no finished delivery attempt at the kill, ${afterKill.filter((r) => r.attempts === 0 && r.nextAttemptAt > killedAt).length} were leased mid-delivery`;
      test.info().annotations.push({ type: 'at kill', description: untried });
      console.log(`lead-faults SIGKILL: ${untried}`);

      const restarted = await startSiteProcess({ ...siteEnv(), ...leaseEnv, CRM_API_URL: content.url, DATA_DIR: dataDir });
      await expect
        .poll(async () => (await outbox(dataDir)).filter((r) => r.status === 'delivered').length, { timeout: 45_000 })
        .toBe(N);
      await new Promise((r) => setTimeout(r, 1_500));
      const list = await crmList(content.url);
      for (const email of emails) expect(storedFor(list, email), email).toHaveLength(1);
      expect(list.filter((e) => keys.includes(e.idempotencyKey)).map((e) => e.idempotencyKey).sort()).toEqual(keys);
      expect(restarted.logs.filter((l) => l.includes('"lead.delivered"'))).toHaveLength(N);
    });
  }

  test('1,000 malformed or hostile submissions: each refused with a clear 4xx in Spanish, no 5xx, nothing stored', async () => {
    test.setTimeout(120_000);
    const site = await startSiteProcess({ ...siteEnv(), CRM_API_URL: content.url, DATA_DIR: tempDir('site-fuzz-') });

    // Control: the unmutated body is accepted and delivered, so each refusal below is due to its fault.
    const control = emailFor('control');
    expect((await postLead(site.url, control)).status).toBe(202);
    await expect.poll(async () => storedFor(await crmList(content.url), control).length, { timeout: 15_000 }).toBe(1);
    // A valid body sent at once is refused for its speed alone.
    const fast = await fetch(`${site.url}/api/forms/${FORM.kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': nextIp() },
      body: JSON.stringify({ ...leadBody(emailFor('rapido')), startedAt: Date.now() }),
    });
    expect([fast.status, await fast.json()]).toEqual([400, { code: 'too_fast', error: 'Envío demasiado rápido' }]);
    const outboxBefore = (await outbox(site.dataDir)).length;
    const crmBefore = await crmTotals(content.url);
    expect(outboxBefore).toBe(1);

    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
    const cases = fc.sample(hostileSubmission, { numRuns: 1_000, seed });
    const started = Date.now();
    const outcomes = await runPool(cases, 16, async (c) => {
      const headers: Record<string, string> = { 'x-forwarded-for': c.ip ?? nextIp() };
      if (c.contentType !== null) headers['content-type'] = c.contentType;
      if (c.key !== null) headers['idempotency-key'] = c.key;
      const res = await fetch(`${site.url}/api/forms/${encodeURIComponent(c.kind)}`, {
        method: 'POST',
        headers,
        body: new TextEncoder().encode(c.body(Date.now())), // bytes: fetch adds no content type
      });
      const text = await res.text();
      let error: unknown;
      try {
        error = (JSON.parse(text) as { error?: unknown }).error;
      } catch {
        error = undefined;
      }
      return { c, status: res.status, type: res.headers.get('content-type') ?? '', error, text };
    });
    const elapsed = Date.now() - started;

    const histogram: Record<string, number> = {};
    for (const o of outcomes) histogram[`${o.c.label} ${o.status}`] = (histogram[`${o.c.label} ${o.status}`] ?? 0) + 1;
    const summary = `seed ${seed}, ${cases.length} cases in ${elapsed} ms: ${JSON.stringify(histogram)}`;
    test.info().annotations.push({ type: 'fuzz', description: summary });
    console.log(`lead-faults fuzz: ${summary}`);

    const wrong = outcomes.filter(
      (o) =>
        !EXPECTED[o.c.label].includes(o.status) ||
        !o.type.startsWith('application/json') ||
        typeof o.error !== 'string' ||
        !SPANISH_ERRORS.some((re) => re.test(o.error as string)),
    );
    expect(
      wrong.slice(0, 5).map((o) => ({ label: o.c.label, kind: o.c.kind, status: o.status, answer: o.text.slice(0, 200), body: o.c.body(0).slice(0, 300) })),
      `seed ${seed}`,
    ).toEqual([]);
    expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
    expect(outcomes.filter((o) => o.c.label === 'tooFast' && o.error === 'Envío demasiado rápido').length).toBeGreaterThan(0);

    // Nothing stored: not in the outbox, not in the CRM; the site still serves.
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await outbox(site.dataDir)).length).toBe(outboxBefore);
    expect(await crmTotals(content.url)).toEqual(crmBefore);
    expect((await fetch(`${site.url}/robots.txt`)).status).toBe(200);
  });

  /**
   * Two bugs the fuzz test found, fixed and kept as regression tests. These sites' CRM is
   * unreachable: nothing accepted leaves them.
   */
  test.describe('regressions found by the fuzz test', () => {
    const deadCrmSite = async (name: string) =>
      startSiteProcess({ ...siteEnv(), CRM_API_URL: `http://127.0.0.1:${await freePort()}`, DATA_DIR: tempDir(name) });
    const post = (siteUrl: string, body: unknown) =>
      fetch(`${siteUrl}/api/forms/${FORM.kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': nextIp() },
        body: JSON.stringify(body),
      });

    /**
     * A pathname the router accepts but no page answers (non-ASCII letters, '_', '~', dots) is
     * "no such form", never an outage: the content service answers such names 404, and a 400
     * from it is taken as not found too (findPage in lib/content).
     */
    test('a pathname the content service refuses is answered 404, not 503', async () => {
      test.setTimeout(45_000);
      const site = await deadCrmSite('site-paths-');
      const statuses: Record<string, number> = {};
      for (const pathname of ['/../etc/passwd', '//evil.example', '/a.b', '/x_y', '/ñ', '/programas/ingeniería', '/landing/ñandú']) {
        statuses[pathname] = (await post(site.url, { ...leadBody('ruta@correo.com'), pathname, values: {} })).status; // never a valid lead
      }
      expect(Object.values(statuses).filter((status) => status >= 500), JSON.stringify(statuses)).toEqual([]);
    });

    /**
     * A field's pattern applies whatever the value's length (stringControl used to skip it past
     * `max`, measured in UTF-16 units while zod's max counts code points: a value with characters
     * outside the BMP escaped both rules).
     */
    test('characters outside the BMP do not let a value skip its field pattern', async () => {
      test.setTimeout(45_000);
      const site = await deadCrmSite('site-astral-');
      const statuses: Record<string, number> = {};
      for (const [field, value] of [
        ['mobilePhone', `<${'😀'.repeat(10)}>`], // 12 code points (max 20), 22 UTF-16 units
        ['firstName', `<img src=x onerror=alert(1)>${'😀'.repeat(50)}`], // 78 code points (max 120), 128 units
      ] as const) {
        const body = leadBody(emailFor('astral'));
        statuses[field] = (await post(site.url, { ...body, values: { ...body.values, [field]: value } })).status;
      }
      expect(statuses).toEqual({ mobilePhone: 422, firstName: 422 });
    });
  });
});

/* ---------- hostile submissions ---------- */

type Label = 'kind' | 'key' | 'contentType' | 'badJson' | 'envelope' | 'honeypot' | 'tooFast' | 'unknownForm' | 'fields' | 'oversize' | 'rateLimit';
type Case = { label: Label; kind: string; contentType: string | null; key: string | null; ip: string | null; body: (now: number) => string };

/** Statuses each fault may get (422 is the route's answer for field errors, with `fields`). */
const EXPECTED: Record<Label, number[]> = {
  kind: [404],
  key: [400],
  contentType: [415],
  badJson: [400],
  envelope: [400, 404], // 404: a well-typed formId that is no form
  honeypot: [400],
  tooFast: [400, 422],
  unknownForm: [400, 404],
  fields: [400, 413, 422],
  oversize: [413],
  rateLimit: [400, 429],
};

/** The route's refusals, all in Spanish. */
const SPANISH_ERRORS = [
  /^Formulario no encontrado$/,
  /^Has enviado demasiadas solicitudes/,
  /^Falta la cabecera Idempotency-Key o no es válida$/,
  /^Se espera un cuerpo JSON$/,
  /^Cuerpo demasiado grande$/,
  /^JSON inválido$/,
  /^Datos inválidos$/,
  /^Solicitud rechazada$/,
  /^Envío demasiado rápido$/,
  /^Revisa los campos marcados$/,
];

const SCRIPTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  'javascript:alert(1)',
  "'; DROP TABLE outbox; --",
  "{{constructor.constructor('alert(1)')()}}",
  '${7*7}',
  '\u0000\u0001\u202e',
  '../../../../etc/passwd',
  '<svg/onload=fetch("//evil.example")>',
];
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

const valid = () => ({
  formId: FORM.formId as string,
  pathname: FORM.pathname as string,
  startedAt: Date.now() - 10_000,
  website: '',
  values: { ...VALID_VALUES, email: 'fuzz@correo.com' } as Record<string, unknown>,
});
const json = (make: (now: number) => unknown) => (now: number) => JSON.stringify(make(now));
const uuid = fc.uuid().map((u) => u.toLowerCase());
const base = { kind: FORM.kind as string, contentType: 'application/json' as string | null, ip: null as string | null };
const caseOf = (label: Label, rest: Partial<Case> & Pick<Case, 'body'>, key: string | null): Case => ({ ...base, label, key, ...rest });


/** A value no required field of the landing form accepts. */
const badValue = fc.oneof(
  fc.constantFrom(...SCRIPTS),
  fc.constantFrom(null, 0, -1, 1e308, false, [], {}, ['CC'], { value: 'CC' }, '', '   ', '\t\n'),
  fc.integer({ min: 61, max: 3_000 }).map((n) => 'A'.repeat(n)),
  // Any text in brackets (emoji and other characters outside the BMP included), never an e-mail address.
  fc.string({ unit: 'grapheme', maxLength: 40 }).map((s) => `<${s.replace(/@/g, '')}>`),
);

const hostileSubmission: fc.Arbitrary<Case> = fc.oneof(
  // An unknown form kind, or a real kind that is not this form's.
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom('potential', 'landing', 'webcase', 'subscription', 'LEAD', 'leads', 'lead ', ...HOSTILE_KEYS, '<script>', '%00'),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
      ),
      uuid,
    )
    .filter(([kind]) => kind !== 'lead' && kind !== '.' && kind !== '..')
    .map(([kind, key]) => caseOf('kind', { kind, body: json(valid) }, key)),
  // No Idempotency-Key, or not a UUID.
  fc
    .option(fc.stringMatching(/^[\x21-\x7e]{0,80}$/), { nil: null })
    .map((key) => caseOf('key', { body: json(valid) }, key)),
  // Not JSON by its content type (the body itself is a valid submission).
  fc
    .tuple(
      fc.option(
        fc.constantFrom('text/html', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'image/png', 'application/x-json', 'text/json', 'json', 'Application/JSON', 'application/octet-stream'),
        { nil: null },
      ),
      uuid,
    )
    .map(([contentType, key]) => caseOf('contentType', { contentType, body: json(valid) }, key)),
  // Bad JSON.
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom('', '{', '{"formId":', "{'formId':'co-form-landing'}", 'NaN', 'undefined', '{"a":1}}', '\u0000', '<lead/>', '[', '{"values":{"email":"a@b.co",}}'),
        fc.string({ unit: 'grapheme', maxLength: 200 }),
      ),
      fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
      uuid,
    )
    // text/plain is refused for its type (415) before the body is read.
    .map(([text, contentType, key]) => caseOf(contentType === 'text/plain' ? 'contentType' : 'badJson', { contentType, body: () => text }, key)),
  // The envelope: wrong types, missing fields, out-of-range values, not an object.
  fc
    .tuple(
      fc.constantFrom('formId', 'pathname', 'values', 'startedAt', 'website', '(root)'),
      fc.oneof(
        fc.constant(undefined),
        fc.constantFrom(null, 0, -5, 1.5, 1e308, true, 'texto', '', [], ['a'], { a: 1 }),
        fc.integer({ min: 101, max: 5_000 }).map((n) => 'x'.repeat(n)),
      ),
      uuid,
    )
    // An empty honeypot and startedAt 0 (opened long ago) are valid: not faults.
    .filter(([field, v]) => !(field === 'website' && (v === '' || v === undefined)) && !(field === 'startedAt' && v === 0))
    .map(([field, v, key]) =>
      caseOf(
        'envelope',
        {
          body: json(() => {
            if (field === '(root)') return v ?? [valid()];
            const b: Record<string, unknown> = valid();
            if (v === undefined) delete b[field];
            else if (field === 'pathname' && typeof v === 'string') b[field] = v.replace(/^\/*/, 'x'); // not starting with '/'
            else if (field === 'values' && typeof v === 'object' && v !== null && !Array.isArray(v)) b[field] = { ['k'.repeat(65)]: 1, ...v };
            else b[field] = v;
            return b;
          }),
        },
        key,
      ),
    ),
  // The honeypot filled in.
  fc
    .tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 600 }).filter((s) => s.trim() !== ''), uuid)
    .map(([website, key]) => caseOf('honeypot', { body: json(() => ({ ...valid(), website })) }, key)),
  // Sent less than 3 s after the form was opened (startedAt taken at send time). The box left
  // unticked keeps it refused (422) should a loaded machine delay it past 3 s; a valid body sent
  // too fast is checked on its own before the fuzz.
  fc
    .tuple(fc.integer({ min: 0, max: 1_500 }), uuid)
    .map(([ms, key]) => caseOf('tooFast', { body: json((now) => ({ ...valid(), startedAt: now - ms, values: { ...valid().values, habeasData: false } })) }, key)),
  // A form id that is not on the page, or a page that does not hold the form.
  fc
    .tuple(
      fc.oneof(
        fc.record({ formId: fc.oneof(fc.constantFrom(...SCRIPTS, ...HOSTILE_KEYS, 'co-form-contacto', 'CO-FORM-LANDING'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 100 })), pathname: fc.constant(FORM.pathname) }),
        fc.record({
          formId: fc.constant(FORM.formId),
          // Paths the content service refuses with 400 are left to the known-bug test below.
          // (Program pages carry this same lead form, so they are not used here.)
          pathname: fc.oneof(
            fc.constantFrom('/', '/contacto', '/sedes', '/gracias', '/no-existe', '/%00', '/programas/<script>', '/buscar?q=x', '/api/forms/lead', '/a/b/c/d/e/f/g/h/i'),
            fc.stringMatching(/^\/zz-[a-z0-9-]{0,20}(\/[a-z0-9-]{1,24}){0,3}$/),
            fc
              .tuple(fc.stringMatching(/^[a-z0-9-]{0,24}$/), fc.constantFrom('<script>alert(1)</script>', '"><img src=x>', '${7*7}', "';--", '<', '%', '"', ' ', '?q=1'))
              .map(([a, b]) => `/${a}${b}`),
          ),
        }),
      ),
      uuid,
    )
    .filter(([f]) => f.formId !== FORM.formId || !/landing|programas/i.test(safeDecode(f.pathname)))
    .map(([f, key]) => caseOf('unknownForm', { body: json(() => ({ ...valid(), ...f })) }, key)),
  // Field values the form refuses: missing, wrong types, script payloads, huge strings, hostile keys.
  fc
    .tuple(
      fc.uniqueArray(fc.constantFrom(...REQUIRED_FIELDS), { minLength: 1, maxLength: 3 }),
      fc.array(fc.option(badValue, { nil: undefined }), { minLength: 3, maxLength: 3 }),
      fc.subarray(HOSTILE_KEYS),
      uuid,
    )
    .map(([fields, values, extraKeys, key]) =>
      caseOf(
        'fields',
        {
          body: (now) => {
            const b = valid();
            b.startedAt = now - 10_000;
            fields.forEach((name, i) => {
              const v = values[i];
              if (v === undefined) delete b.values[name];
              else b.values[name] = v;
            });
            // Raw JSON text: `__proto__` as a real key, as an attacker would send it.
            const extra = extraKeys.map((k) => `${JSON.stringify(k)}:{"polluted":true}`).join(',');
            const text = JSON.stringify(b);
            return extra ? text.replace('"values":{', `"values":{${extra},`) : text;
          },
        },
        key,
      ),
    ),
  // Over the 32 KiB body limit.
  fc
    .tuple(fc.integer({ min: 33 * 1024, max: 256 * 1024 }), uuid)
    .map(([n, key]) => caseOf('oversize', { body: json(() => ({ ...valid(), values: { ...valid().values, firstName: 'A'.repeat(n) } })) }, key)),
  // One address sending many (each also carries a honeypot): 400 until its budget is spent, then 429.
  uuid.map((key) => caseOf('rateLimit', { ip: '203.0.113.66', body: json(() => ({ ...valid(), website: 'http://spam.example' })) }, key)),
);

function safeDecode(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Run `task` over `items`, at most `width` at once, keeping the order of results. */
async function runPool<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i] as T);
      }
    }),
  );
  return results;
}
