/**
 * Submissions kept in the browser after a network failure (offline, timeout, 5xx), sent again
 * with the same Idempotency-Key when the connection returns or the visitor comes back.
 * The server and the CRM deduplicate by that key, so a submission that did arrive before the
 * connection dropped is stored once. Entries expire after a day; nothing here logs.
 * Where they are written is the shelf's business (pending-shelf.ts: sealed, never in clear text);
 * where the browser refuses it, they live in the page's memory and the visitor is told
 * (docs/decisions/0003-lead-outbox.md).
 */

export type PendingSubmission = {
  /** The Idempotency-Key of the submission, constant across every attempt. */
  key: string;
  kind: string;
  formId: string;
  /** The JSON body exactly as first sent. */
  body: string;
  savedAt: number;
};

/** What a send attempt ended in: accepted, refused for good (4xx), or to try again later. */
export type SendResult = 'sent' | 'refused' | 'retry';

/** Where a kept submission waits: on this device (sealed), or only in this page's memory. */
export type KeptWhere = 'device' | 'page';

export const PENDING_STORAGE_KEY = 'pendingFormSubmissions';
export const PENDING_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_PENDING = 20;

export const isPendingEntry = (x: unknown): x is PendingSubmission => {
  if (typeof x !== 'object' || x === null) return false;
  const e = x as Record<string, unknown>;
  return typeof e.key === 'string' && typeof e.kind === 'string' && typeof e.formId === 'string' && typeof e.body === 'string' && typeof e.savedAt === 'number';
};

/** The device's copy of the kept submissions, read and written as one list. */
export type PendingShelf = {
  /** The entries kept; `rewrite`: what is stored must be written again (old clear text, unreadable). */
  load(): Promise<{ entries: PendingSubmission[]; rewrite: boolean }>;
  /** False when the browser refuses (no storage, no key, quota): nothing was written. */
  save(entries: readonly PendingSubmission[]): Promise<boolean>;
  /** Remove what is stored, whatever its form. */
  clear(): void;
};

export type PendingQueue = {
  /** The entries worth sending now; expired and unreadable ones leave the device. */
  read(): Promise<PendingSubmission[]>;
  /** Keep a submission (one entry per key): on the device when it can, else in the page's memory. */
  keep(entry: PendingSubmission): Promise<KeptWhere>;
  drop(key: string): Promise<void>;
};

/** Runs a task while no other tab of the site runs one (the browser's Web Locks), or just runs it. */
export type Exclusive = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * The queue over a shelf (null: the browser has none). Its operations run one at a time, in this
 * page and, through `exclusive`, across the site's tabs, so a submission kept while another is
 * dropped is never overwritten by the drop's older list.
 */
export function pendingQueue(shelf: PendingShelf | null, now: () => number, exclusive: Exclusive = (task) => task()): PendingQueue {
  const memory = new Map<string, PendingSubmission>();
  let turn: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = turn.then(() => exclusive(task));
    turn = run.catch(() => undefined);
    return run;
  };
  const fresh = (e: PendingSubmission) => now() - e.savedAt < PENDING_TTL_MS;

  /** The device's fresh entries; what leaves it is written away at once (or moved to memory). */
  async function onDevice(): Promise<PendingSubmission[]> {
    if (!shelf) return [];
    const { entries, rewrite } = await shelf.load();
    const kept = entries.filter(fresh);
    if ((rewrite || kept.length < entries.length) && !(await shelf.save(kept))) {
      shelf.clear(); // never leave clear text or expired data behind: the page holds them instead
      for (const e of kept) memory.set(e.key, e);
      return [];
    }
    return kept;
  }

  return {
    read: () =>
      serial(async () => {
        const device = await onDevice();
        for (const e of memory.values()) if (!fresh(e)) memory.delete(e.key);
        return [...device.filter((e) => !memory.has(e.key)), ...memory.values()];
      }),
    keep: (entry) =>
      serial(async () => {
        memory.delete(entry.key);
        const others = (await onDevice()).filter((e) => e.key !== entry.key);
        if (shelf && (await shelf.save([...others, entry].slice(-MAX_PENDING)))) return 'device';
        memory.set(entry.key, entry);
        return 'page';
      }),
    drop: (key) =>
      serial(async () => {
        memory.delete(key);
        const device = await onDevice();
        if (shelf && device.some((e) => e.key === key)) await shelf.save(device.filter((e) => e.key !== key));
      }),
  };
}

/** A response status that a later attempt may cure: a server error (5xx). */
export const isRetryableStatus = (status: number) => status >= 500;

/** The result of one attempt: a thrown fetch (offline, reset, timeout) or a 5xx is retried later. */
export function sendResultOf(result: { status: number } | 'network-error'): SendResult {
  if (result === 'network-error' || isRetryableStatus(result.status)) return 'retry';
  return result.status === 202 || (result.status >= 200 && result.status < 300) ? 'sent' : 'refused';
}

const inFlight = new Set<string>();

/**
 * Send every kept submission once: each key is sent by one caller at a time (a page with two
 * forms, the `online` event and the page load may all ask at once). Sent and refused entries are
 * dropped; the others stay for the next chance. Returns what happened to each key tried.
 */
export async function flushPending(
  queue: PendingQueue,
  send: (entry: PendingSubmission) => Promise<{ status: number } | 'network-error'>,
): Promise<{ entry: PendingSubmission; result: SendResult }[]> {
  const results: { entry: PendingSubmission; result: SendResult }[] = [];
  for (const entry of await queue.read()) {
    if (inFlight.has(entry.key)) continue;
    inFlight.add(entry.key);
    try {
      const result = sendResultOf(await send(entry));
      if (result !== 'retry') await queue.drop(entry.key);
      results.push({ entry, result });
    } finally {
      inFlight.delete(entry.key);
    }
  }
  return results;
}
