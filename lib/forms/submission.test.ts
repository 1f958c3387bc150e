import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { sendSubmission, TOO_FAST_RETRY_MS, uuid } from './submission';

const answer = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });

describe('uuid', () => {
  it('is a v4 UUID without crypto.randomUUID too (outside secure contexts)', () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(uuid()).toMatch(v4);
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const fallback = uuid();
      expect(fallback).toMatch(v4);
      expect(uuid()).not.toBe(fallback);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('sendSubmission', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends once more, with the same key and body, after a too-fast refusal', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer(400, { code: 'too_fast' }))
      .mockResolvedValueOnce(answer(202, { id: '1' }));
    const waits: number[] = [];
    const sending = await sendSubmission('lead', 'k-1', '{"a":1}', async (ms) => void waits.push(ms));
    expect(sending.result).toBe('sent');
    expect(waits).toEqual([TOO_FAST_RETRY_MS]);
    const keys = fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(keys).toEqual(['k-1', 'k-1']);
    expect(fetch.mock.calls.map(([, init]) => init?.body)).toEqual(['{"a":1}', '{"a":1}']);
  });

  it('reads a refusal, and keeps a network failure or a 5xx for later', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer(422, { code: 'invalid_fields', fields: { email: 'mal' } }));
    expect(await sendSubmission('lead', 'k', '{}')).toEqual({ result: 'refused', refusal: { code: 'invalid_fields', fields: { email: 'mal' } } });
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('offline'));
    expect((await sendSubmission('lead', 'k', '{}')).result).toBe('retry');
    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer(503, 'not json'));
    expect(await sendSubmission('lead', 'k', '{}')).toEqual({ result: 'retry', refusal: { code: null, fields: {} } });
  });
});
