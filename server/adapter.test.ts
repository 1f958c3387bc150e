/**
 * @jest-environment node
 *
 * The adapter's warm-up: readiness says `warming` until the process knows the site's pages, so
 * that a balancer sends it no visitor whose page it would take for an unknown one.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adaptNext } from './adapter.mjs';
import { offerKnownPages } from './known-pages.mjs';
import { until } from '../test/until';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/**
 * The adapter over a stand-in for Next, on a free port, and its readiness as a probe sees it; the
 * site's pages reach it when the test calls `pagesIn`.
 */
async function siteOnPort(warmCapMs: number) {
  let pagesIn = (_paths: string[]) => {};
  offerKnownPages(() => new Promise<string[]>((resolve) => (pagesIn = resolve)));
  const site = adaptNext(async (_req, res) => void res.end('next'), { dev: true, warmCapMs });
  server = createServer(site.listener);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const health = async () => {
    const res = await fetch(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/api/health`);
    return { status: res.status, body: (await res.json()) as { status: string } };
  };
  return { site, health, pagesIn: (paths: string[]) => pagesIn(paths) };
}

describe('adaptNext: warm', () => {
  it('keeps readiness at 503 warming until the known pages are in, then 200', async () => {
    const { site, health, pagesIn } = await siteOnPort(60_000);

    const warmed = site.warm();
    expect(await health()).toMatchObject({ status: 503, body: { status: 'warming' } });
    pagesIn(['/', '/sedes']);
    await warmed;
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('is ready after its cap when the pages take longer (a slow content service)', async () => {
    const { site, health, pagesIn } = await siteOnPort(200);

    const warmed = site.warm();
    expect(await health()).toMatchObject({ status: 503, body: { status: 'warming' } });
    await until('ready after the cap', async () => (await health()).status === 200);
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok' } });
    pagesIn(['/']);
    await warmed;
  });
});
