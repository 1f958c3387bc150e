/**
 * Submissions kept in the browser after a network failure (offline, timeout, 5xx), sent again
 * with the same Idempotency-Key when the connection returns or the visitor comes back.
 * The server and the CRM deduplicate by that key, so a submission that did arrive before the
 * connection dropped is stored once. Entries expire after a week; nothing here logs.
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
export type Outcome = 'sent' | 'refused' | 'retry';

export const PENDING_STORAGE_KEY = 'pendingFormSubmissions';
export const PENDING_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_PENDING = 20;

/** The browser Storage API, narrowed to what we use (localStorage in the browser). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const isEntry = (x: unknown): x is PendingSubmission => {
  if (typeof x !== 'object' || x === null) return false;
  const e = x as Record<string, unknown>;
  return typeof e.key === 'string' && typeof e.kind === 'string' && typeof e.formId === 'string' && typeof e.body === 'string' && typeof e.savedAt === 'number';
};

/** The kept submissions still worth sending at `now` (malformed and expired ones are dropped). */
export function readPending(storage: KeyValueStorage, now: number): PendingSubmission[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(PENDING_STORAGE_KEY) ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(raw) ? raw.filter(isEntry).filter((e) => now - e.savedAt < PENDING_TTL_MS) : [];
}

function write(storage: KeyValueStorage, entries: readonly PendingSubmission[]): boolean {
  try {
    storage.setItem(PENDING_STORAGE_KEY, JSON.stringify(entries.slice(-MAX_PENDING)));
    return true;
  } catch {
    return false; // storage full or disabled (private mode): the visitor is told it was not kept
  }
}

/** Keep a submission (one entry per key). False when the browser refuses to store it. */
export function keepPending(storage: KeyValueStorage, entry: PendingSubmission): boolean {
  const others = readPending(storage, entry.savedAt).filter((e) => e.key !== entry.key);
  return write(storage, [...others, entry]);
}

export function dropPending(storage: KeyValueStorage, key: string, now: number): void {
  write(storage, readPending(storage, now).filter((e) => e.key !== key));
}

/** A response status that a later attempt may cure: a server error (5xx). */
export const isRetryableStatus = (status: number) => status >= 500;

/** The outcome of one attempt: a thrown fetch (offline, reset, timeout) or a 5xx is retried later. */
export function outcomeOf(result: { status: number } | 'network-error'): Outcome {
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
  storage: KeyValueStorage,
  send: (entry: PendingSubmission) => Promise<{ status: number } | 'network-error'>,
  now: () => number,
): Promise<{ entry: PendingSubmission; outcome: Outcome }[]> {
  const results: { entry: PendingSubmission; outcome: Outcome }[] = [];
  for (const entry of readPending(storage, now())) {
    if (inFlight.has(entry.key)) continue;
    inFlight.add(entry.key);
    try {
      const outcome = outcomeOf(await send(entry));
      if (outcome !== 'retry') dropPending(storage, entry.key, now());
      results.push({ entry, outcome });
    } finally {
      inFlight.delete(entry.key);
    }
  }
  return results;
}
