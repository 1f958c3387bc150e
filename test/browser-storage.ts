import { IDBFactory } from 'fake-indexeddb';
import type { KeyValueStorage } from '@/lib/forms/pending-shelf';
import { openVault, type Vault } from '@/lib/forms/pending-vault';

/**
 * A browser's storage for the tests of the kept submissions (lib/forms/pending*.ts): localStorage
 * with its contract (strings in, strings or null out), and a browser's own IndexedDB
 * (fake-indexeddb, which stores a CryptoKey by structured clone as browsers do) with Node's WebCrypto.
 */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => void (data[k] = String(v)),
    removeItem: (k) => void delete data[k],
  };
}

/** One browser profile's IndexedDB: vaults opened on the same one share their key. */
export const browserProfile = () => new IDBFactory();

export const vaultIn = (idb: IDBFactory): Promise<Vault | null> => openVault(() => idb, globalThis.crypto.subtle);
