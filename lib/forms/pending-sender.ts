/**
 * The browser half of the kept submissions (pending.ts): posting one submission, keeping it for
 * later, and sending those kept after a network failure when a page loads and whenever the
 * connection returns.
 */
import { formUrlOfBody } from './form-url';
import { flushPending, PENDING_STORAGE_KEY, pendingQueue, type Exclusive, type KeptWhere, type PendingQueue, type PendingShelf, type PendingSubmission } from './pending';
import { sealedShelf } from './pending-shelf';
import { openVault, type Vault } from './pending-vault';

/** A submission that takes longer is treated as a network failure and kept for later. */
export const SEND_TIMEOUT_MS = 20_000;

/** POST one body with its key; a thrown fetch (offline, reset, timeout) is a network error. */
export async function postSubmission(kind: string, key: string, body: string): Promise<Response | 'network-error'> {
  try {
    return await fetch(formUrlOfBody(kind, body), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return 'network-error';
  }
}

/** The sealed shelf over localStorage, or null where the browser refuses storage (privacy modes). */
function browserShelf(): PendingShelf | null {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    return null;
  }
  let vault: Promise<Vault | null> | undefined;
  return sealedShelf(storage, () => (vault ??= openVault(() => window.indexedDB, globalThis.crypto?.subtle)));
}

/** One kept-submission operation at a time across the site's tabs, where the browser has Web Locks. */
const acrossTabs = (): Exclusive | undefined => {
  const locks = navigator.locks as LockManager | undefined;
  return locks ? (task) => locks.request(PENDING_STORAGE_KEY, task) : undefined;
};

let queue: PendingQueue | undefined;
/** The page's one queue: what it holds in memory lives as long as the document (client navigations included). */
const pageQueue = () => (queue ??= pendingQueue(browserShelf(), Date.now, acrossTabs()));

/** Keep a submission that failed for network reasons: sealed on this device, or only in this page. */
export const keepForLater = (entry: PendingSubmission): Promise<KeptWhere> => pageQueue().keep(entry);

/**
 * Send the kept submissions now and each time the browser comes back online; `onSent` hears of
 * each one the site accepted. Returns the cleanup for a React effect.
 */
export function watchPendingSubmissions(onSent: (entry: PendingSubmission) => void = () => undefined): () => void {
  const flush = async () => {
    const results = await flushPending(pageQueue(), async (entry) => {
      const res = await postSubmission(entry.kind, entry.key, entry.body);
      return res === 'network-error' ? res : { status: res.status };
    });
    for (const { entry, result } of results) if (result === 'sent') onSent(entry);
  };
  void flush();
  window.addEventListener('online', flush);
  return () => window.removeEventListener('online', flush);
}
