/**
 * The key that seals kept submissions in the browser (docs/decisions/0003-lead-outbox.md): one
 * AES-GCM key per browser, made non-extractable by WebCrypto and stored as a CryptoKey object in
 * IndexedDB, so neither this site's scripts nor anything reading the site's storage can copy it out;
 * only this origin's pages can ask the browser to use it.
 */

/** The IndexedDB database holding the key (declared in lib/browser/storage-registry.ts). */
export const VAULT_DB = 'pendingFormKey';
const STORE = 'keys';
const KEY_ID = 'aes-gcm';

/** A sealed text: its random nonce and its ciphertext with the GCM tag, both in base64. */
export type Sealed = { iv: string; data: string };

export type Vault = {
  seal(text: string): Promise<Sealed>;
  /** Rejects when the text was sealed with another key or altered. */
  open(sealed: Sealed): Promise<string>;
};

const CHUNK = 0x8000;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

function openDatabase(idb: IDBFactory): Promise<IDBDatabase> {
  const open = idb.open(VAULT_DB, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return done(open);
}

/** The key already stored, or `made` stored now, in one transaction: two tabs end with one key. */
function storedOr(db: IDBDatabase, made: CryptoKey): Promise<CryptoKey> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    const found = store.get(KEY_ID);
    let key = made;
    found.onsuccess = () => {
      if (found.result) key = found.result as CryptoKey;
      else store.put(made, KEY_ID);
    };
    tx.oncomplete = () => resolve(key);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function vaultWith(key: CryptoKey, subtle: SubtleCrypto): Vault {
  return {
    async seal(text) {
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
      const data = await subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text));
      return { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
    },
    async open({ iv, data }) {
      return new TextDecoder().decode(await subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, key, fromBase64(data)));
    },
  };
}

/**
 * This browser's vault, or null where it cannot be had: no IndexedDB (or one that refuses, as some
 * private modes do), no WebCrypto (an insecure context), or a browser that cannot store a CryptoKey.
 * A submission is then never written in clear text: it stays in the page's memory (pending.ts).
 */
export async function openVault(idb: () => IDBFactory | undefined, subtle: SubtleCrypto | undefined): Promise<Vault | null> {
  try {
    const factory = idb();
    if (!factory || !subtle) return null;
    const made = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const db = await openDatabase(factory);
    try {
      return vaultWith(await storedOr(db, made), subtle);
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}
