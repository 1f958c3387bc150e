import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { startNodeProcess } from '../test/content-service';
import { TEST_SECRETS } from '../test/secrets.cjs';
import { expect } from './fixtures';
import { LEAD_FORM, readyLead, type Stored } from './lead-api';
import { startSite, warmSite, type RunningService } from './servers';

/**
 * What e2e/lead-faults.spec.ts starts and reads: the built site as its own process, CRM stand-ins
 * (on a given port, one that never answers, one that fails on demand), the CRM's records and the
 * site's SQLite outbox. Each process started is in `running`, for the spec to stop after its test.
 */

const SUBMIT_PATHS = ['/leads', '/potentials', '/landing-forms', '/web-cases', '/subscriptions'] as const;

/* ---------- processes ---------- */

/** What a test started (sites, CRM stand-ins, proxies): stopped after it. */
export const running: { stop(): Promise<void> }[] = [];
export const sites: RunningService[] = [];
export const tempDirs: string[] = [];

export function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** The built site as its own process (one process: SIGKILL ends all of it), warmed, stopped after the test. */
export async function startSiteProcess(env: Record<string, string>): Promise<RunningService> {
  const site = await startSite(env);
  running.push(site);
  sites.push(site);
  await warm(site.url);
  return site;
}

/** A CRM stand-in (the embedded content service) listening on a given port. */
export async function startCrmOn(port: number): Promise<RunningService> {
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
export async function blackHole(): Promise<string> {
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

/** Entries stored for one e-mail address (exact match of the JSON string). */
export const storedFor = (list: Stored[], email: string) => list.filter((e) => JSON.stringify(e.body).includes(JSON.stringify(email)));

/* ---------- the site's outbox, read from its SQLite file ---------- */

type Row = { id: string; key: string; status: string; attempts: number; lastStatus: number | null; payload: string; nextAttemptAt: number };

export async function outbox(dataDir: string): Promise<Row[]> {
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

/** Load the form's page and definition once (a refused submission), so that the first real ones are not slow. */
async function warm(siteUrl: string) {
  // The form's page rendered once first: a new process that lags refuses pages it does not know yet.
  await warmSite(siteUrl, [LEAD_FORM.pathname]);
  const { body, cookie } = await readyLead(siteUrl, 'warm@correo.com');
  const headers = { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': nextIp(), cookie };
  const res = await fetch(`${siteUrl}/api/forms/${LEAD_FORM.kind}`, { method: 'POST', headers, body: JSON.stringify({ ...body, values: {} }) });
  expect(res.status).toBe(422);
}

let ipSeq = 1;
/** A distinct client address per submission: the route allows 10 a minute per address. */
export const nextIp = () => `198.18.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;

/* ---------- a scriptable CRM: a proxy in front of the stand-in that fails on demand ---------- */

type Fault = 503 | 'store-then-503';
type Attempt = { path: string; key: string; status: number };

export class FaultyCrm {
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
