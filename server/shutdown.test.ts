/**
 * @jest-environment node
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { gracefulShutdown, msSetting } from './shutdown.mjs';

/** One GET on a connection of its own: its status and body, or the error's code. */
const get = (url: string) =>
  new Promise<{ status: number; body: string; connection: string | undefined } | { error: string }>((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A server whose `/slow` answers after `slowMs`, with the shutdown around it and what it did, in order. */
async function serverWithShutdown({ slowMs, graceMs, deadlineMs }: { slowMs: number; graceMs: number; deadlineMs: number }) {
  const steps: string[] = [];
  server = createServer((req, res) => {
    if (req.url !== '/slow') return void res.end('quick');
    const answer = setTimeout(() => res.end('slow done'), slowMs);
    res.once('close', () => clearTimeout(answer)); // a cut connection is answered nothing later
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const log = (event: string) => void steps.push(event);
  const shutdown = gracefulShutdown(server, {
    drain: () => void steps.push('drain'),
    closeRuntime: async () => void steps.push('runtime closed'),
    closeNext: async () => void steps.push('next closed'),
    graceMs,
    deadlineMs,
    logger: () => ({ info: log, warn: log, error: log }),
  });
  return { url, steps, shutdown };
}

describe('gracefulShutdown', () => {
  it('drains at once, accepts during the grace period, then refuses connections while the request in flight finishes, then closes the runtime and Next', async () => {
    const { url, steps, shutdown } = await serverWithShutdown({ slowMs: 600, graceMs: 200, deadlineMs: 5_000 });
    const slow = get(`${url}/slow`);
    await new Promise((r) => setTimeout(r, 50)); // the request is in flight
    const done = shutdown('SIGTERM');
    expect(steps).toEqual(['drain', 'shutdown.draining']);
    const duringGrace = await get(`${url}/quick`);
    expect(duringGrace).toEqual({ status: 200, body: 'quick', connection: 'close' });
    await new Promise((r) => setTimeout(r, 300)); // past the grace period
    expect(await get(`${url}/quick`)).toEqual({ error: 'ECONNREFUSED' });
    expect(await slow).toMatchObject({ status: 200, body: 'slow done' });
    await done;
    expect(steps).toEqual(['drain', 'shutdown.draining', 'shutdown.listener_closed', 'shutdown.requests_finished', 'runtime closed', 'next closed', 'shutdown.done']);
    expect(shutdown('SIGINT')).toBe(done); // a second signal changes nothing
  });

  it('cuts what is still running at the deadline, then closes the rest', async () => {
    const { url, steps, shutdown } = await serverWithShutdown({ slowMs: 10_000, graceMs: 0, deadlineMs: 200 });
    const slow = get(`${url}/slow`);
    await new Promise((r) => setTimeout(r, 50));
    await shutdown('SIGTERM');
    expect(await slow).toEqual({ error: 'ECONNRESET' });
    expect(steps).toEqual(['drain', 'shutdown.draining', 'shutdown.listener_closed', 'shutdown.deadline_passed', 'runtime closed', 'next closed', 'shutdown.done']);
  });
});

describe('msSetting', () => {
  it('reads whole milliseconds, the default when unset, and refuses anything else naming the variable', () => {
    expect([msSetting('X', undefined, 5), msSetting('X', '', 5), msSetting('X', '0', 5), msSetting('X', '1500', 5)]).toEqual([5, 5, 0, 1500]);
    for (const bad of ['-1', '1.5', 'abc', '5s']) expect(() => msSetting('SHUTDOWN_GRACE_MS', bad, 5)).toThrow(/SHUTDOWN_GRACE_MS/);
  });
});
