/**
 * @jest-environment node
 *
 * `/%ff`, `/programas/%c0%ae`, `/api/forms/%ff`, `/api/calendar/%ff` would answer 500/503
 * without the security headers: the hook of server/adapter.mjs answers them first.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerBadEncoding, hasBadEncoding, SECURITY_HEADERS } from './bad-encoding.mjs';

let server: Server;
let base: string;
let reachedNext = 0;

beforeAll(async () => {
  // The same hook as server/adapter.mjs, in front of a stand-in for Next's handler.
  server = createServer((req, res) => {
    if (answerBadEncoding(req, res)) return;
    reachedNext += 1;
    res.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request target, sent as is (fetch would normalise it). */
function get(target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request(`${base}/`, { path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('bad percent-encoding', () => {
  it.each(['/%ff', '/programas/%c0%ae', '/noticias/%e0%a4%a', '/%'])('page %s → branded 404 with every security header', async (target) => {
    const res = await get(target);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('No encontramos esta página');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name]).toBe(value);
    expect(res.headers['content-security-policy']).toMatch(/object-src 'none'/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/forms/%ff', '/api/calendar/%ff', '/api/search/%c0'])('API %s → 400 JSON with the security headers', async (target) => {
    const res = await get(target);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error: 'La dirección tiene una codificación no válida.' });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name]).toBe(value);
  });

  it('adds HSTS behind https', async () => {
    const res = await get('/%ff', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
  });

  it('leaves every decodable path to Next', async () => {
    const before = reachedNext;
    for (const target of ['/', '/programas/dise%C3%B1o', '/buscar?q=%ff', '/a%2Fb']) expect((await get(target)).body).toBe('next');
    expect(reachedNext - before).toBe(4);
  });

  it.each([
    ['/ok', false],
    ['/dise%C3%B1o', false],
    ['/?q=%ff', false],
    ['/%ff', true],
    ['/%c0%ae', true],
    ['/%zz', true],
  ])('hasBadEncoding(%s) = %s', (url, bad) => {
    expect(hasBadEncoding(url)).toBe(bad);
  });
});
