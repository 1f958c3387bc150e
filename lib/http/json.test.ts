/**
 * @jest-environment node
 *
 * Body limits are enforced while the stream is read, and the content type
 * is exact.
 */
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { jsonError, mediaType, readJsonBody } from './json';
import { STATUS_CODES, type ErrorStatus } from './status-codes';

const MB = 1024 * 1024;
const schema = z.object({ a: z.number() });

/** A body produced on demand, 64 KB a chunk, counting what the reader pulled. */
function endlessBody(totalBytes: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= totalBytes) return controller.close();
      state.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, state };
}

const post = (body: BodyInit | null, headers: Record<string, string>) =>
  new Request('http://localhost/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('readJsonBody', () => {
  it('stops reading a chunked body (no Content-Length) as soon as it passes the limit', async () => {
    const { stream, state } = endlessBody(200 * MB);
    const result = await readJsonBody(post(stream, { 'content-type': 'application/json' }), schema, 32 * 1024);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(413);
    // Read up to the limit and one chunk more, not 200 MB.
    expect(state.pulled).toBeLessThanOrEqual(32 * 1024 + 2 * 64 * 1024);
  });

  it('refuses a declared length over the limit before reading anything', async () => {
    const { stream, state } = endlessBody(10 * MB);
    const result = await readJsonBody(post(stream, { 'content-type': 'application/json', 'content-length': String(10 * MB) }), schema, 1024);
    expect(!result.ok && result.response.status).toBe(413);
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('drains, without keeping, a declared body a browser would send whole, so that it hears the refusal', async () => {
    const { stream, state } = endlessBody(4 * MB);
    const result = await readJsonBody(post(stream, { 'content-type': 'application/json', 'content-length': String(4 * MB) }), schema, 32 * 1024);
    expect(!result.ok && result.response.status).toBe(413);
    expect(state.pulled).toBe(4 * MB);
  });

  it('drains only a few such bodies at once: the others are dropped unread', async () => {
    const bodies = Array.from({ length: 6 }, () => endlessBody(4 * MB));
    await Promise.all(bodies.map(({ stream }) => readJsonBody(post(stream, { 'content-type': 'application/json', 'content-length': String(4 * MB) }), schema, 32 * 1024)));
    const drained = bodies.filter(({ state }) => state.pulled === 4 * MB).length;
    expect(drained).toBe(4);
  });

  it('reads a body within the limit', async () => {
    const result = await readJsonBody(post('{"a":1}', { 'content-type': 'application/json; charset=utf-8' }), schema, 1024);
    expect(result).toEqual({ ok: true, data: { a: 1 } });
  });

  it.each(['application/jsonx', 'application/json-patch+json', 'Application/JSON', 'text/plain', 'text/plain;charset=UTF-8', 'multipart/form-data', ''])(
    'refuses the content type %j with 415',
    async (type) => {
      const result = await readJsonBody(post('{"a":1}', type ? { 'content-type': type } : {}), schema);
      expect(!result.ok && result.response.status).toBe(415);
    },
  );

  it.each([
    ['invalid JSON', '{"a":', 400],
    ['wrong shape', '{"a":"uno"}', 400],
  ])('%s → %i', async (_label, body, status) => {
    const result = await readJsonBody(post(body, { 'content-type': 'application/json' }), schema);
    expect(!result.ok && result.response.status).toBe(status);
  });
});

describe('mediaType', () => {
  it.each([
    ['application/json', 'application/json'],
    ['application/json ; charset=utf-8', 'application/json'],
    ['Application/JSON', 'Application/JSON'],
    ['application/jsonx', 'application/jsonx'],
    [null, ''],
  ])('%j → %j', (header, type) => {
    expect(mediaType(header)).toBe(type);
  });
});

describe('jsonError', () => {
  it.each(Object.entries(STATUS_CODES))('answers %s with the code %s, the Spanish message and no-store', async (status, code) => {
    const res = jsonError(Number(status) as ErrorStatus, 'Mensaje', { 'retry-after': '5' });
    expect([res.status, await res.json(), res.headers.get('cache-control'), res.headers.get('retry-after')]).toEqual([Number(status), { code, error: 'Mensaje' }, 'no-store', '5']);
  });

  it('answers the body checks with their codes', async () => {
    const result = await readJsonBody(post('{"a":', { 'content-type': 'application/json' }), schema);
    expect(!result.ok && [result.response.status, (await result.response.json()).code]).toEqual([400, 'invalid']);
  });
});
