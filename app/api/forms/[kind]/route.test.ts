/**
 * @jest-environment node
 *
 * The checks of POST /api/forms/{kind} that come before any form definition is loaded (issue
 * #16 findings 4, 5 and 9): each answers 4xx on its own, without the content service.
 */
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { formSecret } from '@/lib/forms/form-secret';
import { makeFormToken } from '@/lib/forms/form-token';
import { MAX_CLOCK_SKEW_MS, MIN_FILL_MS } from '@/lib/forms/timing';
import { SOCKET_ADDRESS_HEADER, SUBMISSIONS } from '@/lib/http/rate-limit';
import { POST } from './route';

const MB = 1024 * 1024;
let ip = 0;

function submit(body: BodyInit, headers: Record<string, string> = {}) {
  ip += 1; // a fresh client address (the TCP peer) each time: the rate limit is not under test here
  const request = new Request('http://localhost/api/forms/lead', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), [SOCKET_ADDRESS_HEADER]: `10.0.${ip >> 8}.${ip & 255}`, ...headers },
    duplex: 'half',
  } as RequestInit);
  return POST(request, { params: Promise.resolve({ kind: 'lead' }) });
}

/** The render token of form 'f' on /contacto as the site signs it, made at `at` (ms). */
const tokenAt = (at: number) => makeFormToken(formSecret(), 'f', '/contacto', at);
const form = (token: string, more: Record<string, unknown> = {}) => JSON.stringify({ formId: 'f', pathname: '/contacto', values: {}, token, ...more });

describe('POST /api/forms/{kind}: fill time (rules §5), from the signed render token', () => {
  it.each([
    ['a year in the future', 365 * 86_400_000],
    ['just beyond the allowed clock skew', MAX_CLOCK_SKEW_MS + 5_000],
    ['in the year 33658', 1e15],
  ])('refuses a token made %s', async (_label, ahead) => {
    const res = await submit(form(tokenAt(ahead > 1e14 ? ahead : Date.now() + ahead)));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'in_future', error: expect.stringMatching(/hora de inicio del formulario no es válida/) });
  });

  it('refuses a form sent faster than the minimum fill time, whatever start the body states', async () => {
    const res = await submit(form(tokenAt(Date.now() - MIN_FILL_MS / 2), { startedAt: Date.now() - 60_000 }));
    expect([res.status, await res.json()]).toEqual([400, { code: 'too_fast', error: 'Envío demasiado rápido' }]);
  });

  it.each<[string, () => string]>([
    ['no render token, only a start the browser states', () => form('', { startedAt: Date.now() - 60_000 })],
    ['a token of another form', () => form(makeFormToken(formSecret(), 'g', '/contacto', Date.now() - 60_000))],
    ['a token of the form on another page', () => form(makeFormToken(formSecret(), 'f', '/admisiones', Date.now() - 60_000))],
    ['a forged token', () => form(`${(Date.now() - 60_000).toString(36)}.AAAAAAAAAAAAAAAAAAAAAA`)],
  ])('refuses %s as an expired form, with the message the form shows', async (_label, body) => {
    const res = await submit(body());
    expect([res.status, await res.json()]).toEqual([400, { code: 'expired_form', error: 'El formulario venció. Revisa tus datos y vuelve a enviarlo.' }]);
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
    expect([res.status, (await res.json()).code]).toEqual([413, 'too_large']);
    expect(pulled).toBeLessThanOrEqual(32 * 1024 + 2 * chunk.byteLength);
  });

  it.each(['application/jsonx', 'text/plain', 'application/json-seq'])('answers 415 to the content type %s', async (type) => {
    const res = await submit(form(tokenAt(Date.now() - 10_000)), { 'content-type': type });
    expect([res.status, (await res.json()).code]).toEqual([415, 'unsupported_media_type']);
  });

  it('takes an upper-cased idempotency key as a valid key (it is compared in lower case)', async () => {
    // Past the key check, the next check (a start a year ahead) is what refuses it.
    const res = await submit(form(tokenAt(Date.now() + 365 * 86_400_000)), { 'idempotency-key': randomUUID().toUpperCase() });
    expect(await res.json()).toEqual({ code: 'in_future', error: expect.stringMatching(/hora de inicio del formulario no es válida/) });
  });
});

/** Every refusal answers a stable code next to its Spanish message (the form reads the code). */
describe('POST /api/forms/{kind}: error codes', () => {
  const valid = () => form(tokenAt(Date.now() - 10_000));
  const spam = () => JSON.stringify({ ...JSON.parse(valid()), website: 'http://spam.example' });
  it.each<[string, number, string, () => Promise<Response>]>([
    ['an unknown form kind', 404, 'not_found', () => POST(new Request('http://localhost/api/forms/nada', { method: 'POST', body: valid() }), { params: Promise.resolve({ kind: 'nada' }) })],
    ['no Idempotency-Key', 400, 'missing_idempotency_key', () => submit(valid(), { 'idempotency-key': '' })],
    ['a body that is not JSON', 400, 'invalid', () => submit('{"formId":')],
    ['a body of the wrong shape', 400, 'invalid', () => submit(JSON.stringify({ formId: 1 }))],
    ['a filled honeypot', 400, 'rejected', () => submit(spam())],
    [
      'one submission more than an address may send in a minute',
      429,
      'rate_limited',
      async () => {
        const peer = { [SOCKET_ADDRESS_HEADER]: '10.9.9.9' };
        for (let i = 0; i < SUBMISSIONS.points; i++) await submit(spam(), peer);
        return submit(spam(), peer);
      },
    ],
  ])('%s: %i %s', async (_label, status, code, send) => {
    const res = await send();
    const body = (await res.json()) as { code: unknown; error: unknown };
    expect([res.status, body.code, typeof body.error]).toEqual([status, code, 'string']);
  });
});
