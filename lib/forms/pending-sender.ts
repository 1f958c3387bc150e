/**
 * The browser half of the kept submissions (pending.ts): posting one submission, and sending
 * those kept after a network failure when a page loads and whenever the connection returns.
 */
import { flushPending, type PendingSubmission } from './pending';

/** A submission that takes longer is treated as a network failure and kept for later. */
export const SEND_TIMEOUT_MS = 20_000;

/** POST one body with its key; a thrown fetch (offline, reset, timeout) is a network error. */
export async function postSubmission(kind: string, key: string, body: string): Promise<Response | 'network-error'> {
  try {
    return await fetch(`/api/forms/${encodeURIComponent(kind)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return 'network-error';
  }
}

/** localStorage, or null where the browser refuses it (privacy modes, disabled storage). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Send the kept submissions now and each time the browser comes back online; `onSent` hears of
 * each one the site accepted. Returns the cleanup for a React effect.
 */
export function watchPendingSubmissions(onSent: (entry: PendingSubmission) => void = () => undefined): () => void {
  const store = browserStorage();
  if (!store) return () => undefined;
  const flush = async () => {
    const results = await flushPending(
      store,
      async (entry) => {
        const res = await postSubmission(entry.kind, entry.key, entry.body);
        return res === 'network-error' ? res : { status: res.status };
      },
      () => Date.now(),
    );
    for (const { entry, outcome } of results) if (outcome === 'sent') onSent(entry);
  };
  void flush();
  window.addEventListener('online', flush);
  return () => window.removeEventListener('online', flush);
}
