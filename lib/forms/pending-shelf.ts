/**
 * The device's copy of the kept submissions (pending.ts): one `localStorage` entry holding the
 * list sealed with the browser's vault key (pending-vault.ts), so no personal data is readable
 * there. The list written by earlier versions of the site in clear text is read once and written
 * again sealed, or removed (docs/decisions/0003-lead-outbox.md).
 */
import { isPendingEntry, PENDING_STORAGE_KEY, type PendingShelf, type PendingSubmission } from './pending';
import type { Sealed, Vault } from './pending-vault';

/** The browser Storage API, narrowed to what we use (localStorage in the browser). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isSealed = (x: unknown): x is Sealed =>
  typeof x === 'object' && x !== null && typeof (x as Sealed).iv === 'string' && typeof (x as Sealed).data === 'string';

const entriesOf = (list: unknown): PendingSubmission[] => (Array.isArray(list) ? list.filter(isPendingEntry) : []);

/**
 * The shelf over `storage`; `vault` is asked only when something is sealed or to seal, so a page
 * with nothing kept never opens IndexedDB. It never throws: a refusal is a `false` from `save`.
 */
export function sealedShelf(storage: KeyValueStorage, vault: () => Promise<Vault | null>): PendingShelf {
  const clear = () => {
    try {
      storage.removeItem(PENDING_STORAGE_KEY);
    } catch {
      // storage refused since it was read: nothing more the page can remove
    }
  };
  return {
    async load() {
      let stored: unknown;
      try {
        const text = storage.getItem(PENDING_STORAGE_KEY);
        if (text === null) return { entries: [], rewrite: false };
        stored = JSON.parse(text);
      } catch {
        return { entries: [], rewrite: true };
      }
      if (Array.isArray(stored)) return { entries: entriesOf(stored), rewrite: true }; // the former clear-text list
      if (!isSealed(stored)) return { entries: [], rewrite: true };
      const key = await vault();
      if (!key) return { entries: [], rewrite: false }; // sealed, unreadable for now: harmless where it is
      try {
        const list: unknown = JSON.parse(await key.open(stored));
        return { entries: entriesOf(list), rewrite: !Array.isArray(list) };
      } catch {
        return { entries: [], rewrite: true }; // sealed with a key this browser no longer holds
      }
    },
    async save(entries) {
      if (entries.length === 0) {
        clear();
        return true;
      }
      try {
        const key = await vault();
        if (!key) return false;
        storage.setItem(PENDING_STORAGE_KEY, JSON.stringify(await key.seal(JSON.stringify(entries))));
        return true;
      } catch {
        return false; // storage full or disabled: the queue keeps the submission in the page
      }
    },
    clear,
  };
}
