import { describe, expect, it } from '@jest/globals';
import {
  dropPending,
  flushPending,
  keepPending,
  outcomeOf,
  PENDING_STORAGE_KEY,
  PENDING_TTL_MS,
  readPending,
  type KeyValueStorage,
  type PendingSubmission,
} from './pending';

/** An in-memory Storage with the browser's contract (strings in, strings or null out). */
function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = String(v)) };
}
const entry = (key: string, savedAt = 1_000): PendingSubmission => ({ key, kind: 'lead', formId: 'f', body: `{"k":"${key}"}`, savedAt });

describe('outcomeOf: what is kept for later', () => {
  it.each<[string, { status: number } | 'network-error', string]>([
    ['offline, reset or timeout', 'network-error', 'retry'],
    ['503 from the site', { status: 503 }, 'retry'],
    ['500', { status: 500 }, 'retry'],
    ['202 accepted', { status: 202 }, 'sent'],
    ['422 invalid fields: refused, not retried', { status: 422 }, 'refused'],
    ['429 rate limit: refused (the visitor is told)', { status: 429 }, 'refused'],
    ['400', { status: 400 }, 'refused'],
  ])('%s → %s', (_rule, result, expected) => {
    expect(outcomeOf(result)).toBe(expected);
  });
});

describe('the kept submissions', () => {
  it('one entry per key, replaced when kept again', () => {
    const s = memoryStorage();
    keepPending(s, entry('a'));
    keepPending(s, entry('b'));
    keepPending(s, { ...entry('a'), body: 'new' });
    expect(readPending(s, 1_000).map((e) => [e.key, e.body])).toEqual([['b', '{"k":"b"}'], ['a', 'new']]);
  });

  it.each<[string, string | undefined, string[]]>([
    ['nothing stored', undefined, []],
    ['not JSON', '{oops', []],
    ['not a list', '{"key":"a"}', []],
    ['malformed entries are dropped', JSON.stringify([entry('a'), { key: 1 }, null]), ['a']],
    ['expired entries are dropped', JSON.stringify([entry('old', 1_000 - PENDING_TTL_MS), entry('a')]), ['a']],
  ])('read: %s', (_rule, raw, expected) => {
    const s = memoryStorage(raw === undefined ? {} : { [PENDING_STORAGE_KEY]: raw });
    expect(readPending(s, 1_000).map((e) => e.key)).toEqual(expected);
  });

  it('a browser that refuses to store says so', () => {
    const full: KeyValueStorage = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(keepPending(full, entry('a'))).toBe(false);
  });

  it('drop removes one key', () => {
    const s = memoryStorage();
    keepPending(s, entry('a'));
    keepPending(s, entry('b'));
    dropPending(s, 'a', 1_000);
    expect(readPending(s, 1_000).map((e) => e.key)).toEqual(['b']);
  });
});

describe('flushPending', () => {
  it('sends each once with its own key; drops sent and refused, keeps the retryable', async () => {
    const s = memoryStorage();
    for (const k of ['sent', 'refused', 'again']) keepPending(s, entry(k));
    const answers: Record<string, { status: number } | 'network-error'> = { sent: { status: 202 }, refused: { status: 422 }, again: 'network-error' };
    const sentKeys: string[] = [];
    const results = await flushPending(s, async (e) => (sentKeys.push(e.key), answers[e.key] ?? 'network-error'), () => 1_000);
    expect(sentKeys).toEqual(['sent', 'refused', 'again']);
    expect(results.map((r) => [r.entry.key, r.outcome])).toEqual([['sent', 'sent'], ['refused', 'refused'], ['again', 'retry']]);
    expect(readPending(s, 1_000).map((e) => e.key)).toEqual(['again']);
  });

  it('two flushes at once (page load and the online event) send each key once', async () => {
    const s = memoryStorage();
    keepPending(s, entry('a'));
    let calls = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const send = async () => {
      calls += 1;
      await gate;
      return { status: 202 };
    };
    const first = flushPending(s, send, () => 1_000);
    const second = flushPending(s, send, () => 1_000);
    release();
    await Promise.all([first, second]);
    expect(calls).toBe(1);
    expect(readPending(s, 1_000)).toEqual([]);
  });
});
