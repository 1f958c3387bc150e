/**
 * @jest-environment node
 *
 * The checks of POST /api/forms/{kind} that come before any form definition is loaded (issue
 * #16 findings 4, 5 and 9): each answers 4xx on its own, without the content service.
 */
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { MAX_CLOCK_SKEW_MS, MIN_FILL_MS } from '@/lib/forms/timing';
import { POST } from './route';

const MB = 1024 * 1024;
let ip = 0;

function submit(body: BodyInit, headers: Record<string, string> = {}) {
  ip += 1; // a fresh client address each time: the rate limit is not under test here
  const request = new Request('http://localhost/api/forms/lead', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': `10.0.${ip >> 8}.${ip & 255}`, ...headers },
    duplex: 'half',
  } as RequestInit);
  return POST(request, { params: Promise.resolve({ kind: 'lead' }) });
}

const form = (startedAt: number) => JSON.stringify({ formId: 'f', pathname: '/contacto', values: {}, startedAt });

describe('POST /api/forms/{kind}: fill time (finding 5)', () => {
  it.each([
    ['a year in the future', 365 * 86_400_000],
    ['just beyond the allowed clock skew', MAX_CLOCK_SKEW_MS + 5_000],
    ['in the year 33658', 1e15],
  ])('refuses a startedAt %s', async (_label, ahead) => {
    const res = await submit(form(ahead > 1e14 ? ahead : Date.now() + ahead));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/hora de inicio del formulario no es válida/) });
  });

  it('refuses a form sent faster than the minimum fill time', async () => {
    const res = await submit(form(Date.now() - MIN_FILL_MS / 2));
    expect(await res.json()).toEqual({ error: 'Envío demasiado rápido' });
  });
});

describe('POST /api/forms/{kind}: body (findings 4 and 9)', () => {
  it('answers 413 to a chunked 200 MB upload after reading only about the limit', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 200 * MB) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await submit(stream);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(32 * 1024 + 2 * chunk.byteLength);
  });

  it.each(['application/jsonx', 'text/plain', 'application/json-seq'])('answers 415 to the content type %s', async (type) => {
    const res = await submit(form(Date.now() - 10_000), { 'content-type': type });
    expect(res.status).toBe(415);
  });

  it('takes an upper-cased idempotency key as a valid key (it is compared in lower case)', async () => {
    // Past the key check, the next check (a forged start time) is what refuses it.
    const res = await submit(form(Date.now() + 365 * 86_400_000), { 'idempotency-key': randomUUID().toUpperCase() });
    expect(await res.json()).toEqual({ error: expect.stringMatching(/hora de inicio del formulario no es válida/) });
  });
});
