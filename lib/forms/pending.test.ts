import { describe, expect, it } from '@jest/globals';
import { browserProfile, memoryStorage, vaultIn } from '@/test/browser-storage';
import { flushPending, sendResultOf, PENDING_STORAGE_KEY, PENDING_TTL_MS, pendingQueue, type Exclusive, type PendingShelf, type PendingSubmission } from './pending';
import { sealedShelf, type KeyValueStorage } from './pending-shelf';

const NOW = 1_800_000_000_000;
const entry = (key: string, savedAt = NOW): PendingSubmission => ({ key, kind: 'lead', formId: 'f', body: JSON.stringify({ values: { email: `${key}@correo.com` } }), savedAt });

/** A browser: its localStorage and IndexedDB, and a clock; `page()` is one page's queue over them. */
function browser(storage: KeyValueStorage & { data: Record<string, string> } = memoryStorage()) {
  const idb = browserProfile();
  const clock = { now: NOW };
  const page = (shelf: PendingShelf | null = sealedShelf(storage, () => vaultIn(idb)), exclusive?: Exclusive) => pendingQueue(shelf, () => clock.now, exclusive);
  return { storage, clock, page };
}
const keys = (entries: PendingSubmission[]) => entries.map((e) => e.key);

/** The origin's lock as the browser's Web Locks grant it: one holder at a time, in request order. */
function originLock(): Exclusive {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

describe('sendResultOf: what is kept for later', () => {
  it.each<[string, { status: number } | 'network-error', string]>([
    ['offline, reset or timeout', 'network-error', 'retry'],
    ['503 from the site', { status: 503 }, 'retry'],
    ['500', { status: 500 }, 'retry'],
    ['202 accepted', { status: 202 }, 'sent'],
    ['422 invalid fields: refused, not retried', { status: 422 }, 'refused'],
    ['429 rate limit: refused (the visitor is told)', { status: 429 }, 'refused'],
    ['400', { status: 400 }, 'refused'],
  ])('%s → %s', (_rule, result, expected) => {
    expect(sendResultOf(result)).toBe(expected);
  });
});

describe('the kept submissions on the device', () => {
  it('are sealed: one entry per key, no field value in localStorage, read back by a later page', async () => {
    const { storage, page } = browser();
    const queue = page();
    expect(await queue.keep(entry('ana'))).toBe('device');
    expect(await queue.keep(entry('luis'))).toBe('device');
    expect(await queue.keep({ ...entry('ana'), body: '{"values":{"email":"ana.nueva@correo.com"}}' })).toBe('device');
    expect(Object.keys(storage.data)).toEqual([PENDING_STORAGE_KEY]);
    expect(storage.data[PENDING_STORAGE_KEY]).not.toMatch(/correo|ana|luis|lead/);
    const later = page();
    expect((await later.read()).map((e) => [e.key, e.body])).toEqual([
      ['luis', entry('luis').body],
      ['ana', '{"values":{"email":"ana.nueva@correo.com"}}'],
    ]);
  });

  it('leave the device a day after they were kept', async () => {
    const { storage, clock, page } = browser();
    await page().keep(entry('ana'));
    clock.now += PENDING_TTL_MS - 1;
    expect(keys(await page().read())).toEqual(['ana']);
    clock.now += 1;
    expect(await page().read()).toEqual([]);
    expect(storage.data).toEqual({});
  });

  it('drop removes one key; the last one leaves nothing in localStorage', async () => {
    const { storage, page } = browser();
    const queue = page();
    await queue.keep(entry('ana'));
    await queue.keep(entry('luis'));
    await queue.drop('ana');
    expect(keys(await page().read())).toEqual(['luis']);
    await queue.drop('luis');
    expect(storage.data).toEqual({});
  });

  it('a submission kept while another is dropped is not overwritten by the drop', async () => {
    const { page } = browser();
    const queue = page();
    await queue.keep(entry('ana'));
    await Promise.all([queue.keep(entry('luis')), queue.drop('ana'), queue.keep(entry('eva'))]);
    expect(keys(await page().read())).toEqual(['luis', 'eva']);
  });

  it('two tabs: one keeps while the other drops, and neither change is lost', async () => {
    const { page } = browser();
    const lock = originLock();
    const [one, two] = [page(undefined, lock), page(undefined, lock)];
    await one.keep(entry('ana'));
    await Promise.all([two.keep(entry('luis')), one.drop('ana')]);
    expect(keys(await page().read())).toEqual(['luis']);
  });
});

describe('a lead kept in clear text by an earlier version of the site', () => {
  const legacy = (list: unknown[] = [entry('ana'), entry('vieja', NOW - 3 * PENDING_TTL_MS), { key: 1 }]) => memoryStorage({ [PENDING_STORAGE_KEY]: JSON.stringify(list) });

  it.each([
    ['only fresh entries', [entry('ana')]],
    ['an expired and a malformed one besides', undefined],
  ])('is sealed on the first read (%s), and no clear text stays', async (_case, list) => {
    const { storage, page } = browser(legacy(list));
    expect(keys(await page().read())).toEqual(['ana']);
    expect(storage.data[PENDING_STORAGE_KEY]).not.toMatch(/correo|ana|vieja/);
    expect(keys(await page().read())).toEqual(['ana']);
  });

  it('where it cannot be sealed, leaves localStorage and stays in the page to be sent', async () => {
    const { storage, page } = browser(legacy());
    const queue = page(sealedShelf(storage, async () => null));
    expect(keys(await queue.read())).toEqual(['ana']);
    expect(storage.data).toEqual({});
  });
});

describe('where the browser will not keep it, the submission stays in the page', () => {
  const refusing: [string, (storage: KeyValueStorage) => PendingShelf | null][] = [
    ['no localStorage', () => null],
    ['no IndexedDB or WebCrypto (no vault)', (storage) => sealedShelf(storage, async () => null)],
    ['localStorage full', (storage) => sealedShelf({ ...storage, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } }, () => vaultIn(browserProfile()))],
  ];
  it.each(refusing)('%s: kept in memory, nothing written, sent when the connection returns', async (_case, shelfOf) => {
    const { storage, page } = browser();
    const queue = page(shelfOf(storage));
    expect(await queue.keep(entry('ana'))).toBe('page');
    expect(storage.data).toEqual({});
    expect(keys(await queue.read())).toEqual(['ana']);
    expect(await page().read()).toEqual([]); // another page of the browser has nothing

    const results = await flushPending(queue, async () => ({ status: 202 }));
    expect(results.map((r) => [r.entry.key, r.result])).toEqual([['ana', 'sent']]);
    expect(await queue.read()).toEqual([]);
  });

  it('also for a day at most', async () => {
    const { clock, page } = browser();
    const queue = page(null);
    await queue.keep(entry('ana'));
    clock.now += PENDING_TTL_MS;
    expect(await queue.read()).toEqual([]);
  });
});

describe('flushPending', () => {
  it('sends each once with its own key; drops sent and refused, keeps the retryable', async () => {
    const { page } = browser();
    const queue = page();
    for (const k of ['sent', 'refused', 'again']) await queue.keep(entry(k));
    const answers: Record<string, { status: number } | 'network-error'> = { sent: { status: 202 }, refused: { status: 422 }, again: 'network-error' };
    const sent: [string, string][] = [];
    const results = await flushPending(queue, async (e) => (sent.push([e.key, e.body]), answers[e.key] ?? 'network-error'));
    expect(sent).toEqual(['sent', 'refused', 'again'].map((k) => [k, entry(k).body]));
    expect(results.map((r) => [r.entry.key, r.result])).toEqual([['sent', 'sent'], ['refused', 'refused'], ['again', 'retry']]);
    expect(keys(await page().read())).toEqual(['again']);
  });

  it('two flushes at once (page load and the online event) send each key once', async () => {
    const { storage, page } = browser();
    const queue = page();
    await queue.keep(entry('a'));
    let calls = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const send = async () => {
      calls += 1;
      await gate;
      return { status: 202 };
    };
    const first = flushPending(queue, send);
    const second = flushPending(queue, send);
    await new Promise((r) => setTimeout(r, 10));
    release();
    await Promise.all([first, second]);
    expect(calls).toBe(1);
    expect(await queue.read()).toEqual([]);
    expect(storage.data).toEqual({});
  });
});
