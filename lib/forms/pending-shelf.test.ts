import { describe, expect, it } from '@jest/globals';
import { browserProfile, memoryStorage, vaultIn } from '@/test/browser-storage';
import { PENDING_STORAGE_KEY, type PendingSubmission } from './pending';
import { sealedShelf } from './pending-shelf';
import type { Vault } from './pending-vault';

const ana: PendingSubmission = { key: 'k-1', kind: 'lead', formId: 'f', body: '{"values":{"email":"ana@correo.com"}}', savedAt: 1 };

/** A vault getter that counts how often it is asked (asking opens IndexedDB in the browser). */
function counted(vault: () => Promise<Vault | null>) {
  const asked = { times: 0 };
  return { asked, vault: () => ((asked.times += 1), vault()) };
}

describe('the sealed shelf in localStorage', () => {
  it('stores only a nonce and a ciphertext, and reads the list back', async () => {
    const storage = memoryStorage();
    const idb = browserProfile();
    const shelf = sealedShelf(storage, () => vaultIn(idb));
    expect(await shelf.save([ana])).toBe(true);
    const stored: unknown = JSON.parse(storage.data[PENDING_STORAGE_KEY] ?? '');
    expect(Object.keys(stored as object).sort()).toEqual(['data', 'iv']);
    expect(await shelf.load()).toEqual({ entries: [ana], rewrite: false });
  });

  it('a page with nothing kept, and an empty list, never ask for the key', async () => {
    const storage = memoryStorage();
    const { asked, vault } = counted(() => vaultIn(browserProfile()));
    const shelf = sealedShelf(storage, vault);
    expect(await shelf.load()).toEqual({ entries: [], rewrite: false });
    expect(await shelf.save([])).toBe(true);
    expect(asked.times).toBe(0);
    expect(storage.data).toEqual({});
  });

  it.each<[string, () => Promise<string>]>([
    ['not JSON', async () => '{oops'],
    ['neither a list nor sealed', async () => '{"key":"a"}'],
    ['sealed by a key this browser no longer holds', async () => JSON.stringify(await (await vaultIn(browserProfile()))!.seal(JSON.stringify([ana])))],
  ])('%s: nothing to read, to be written again', async (_case, stored) => {
    const storage = memoryStorage({ [PENDING_STORAGE_KEY]: await stored() });
    const idb = browserProfile();
    expect(await sealedShelf(storage, () => vaultIn(idb)).load()).toEqual({ entries: [], rewrite: true });
  });

  it('sealed, with the key out of reach for now: left as it is', async () => {
    const idb = browserProfile();
    const storage = memoryStorage();
    await sealedShelf(storage, () => vaultIn(idb)).save([ana]);
    const before = { ...storage.data };
    const shelf = sealedShelf(storage, async () => null);
    expect(await shelf.load()).toEqual({ entries: [], rewrite: false });
    expect(await shelf.save([ana])).toBe(false);
    expect(storage.data).toEqual(before);
    expect(await sealedShelf(storage, () => vaultIn(idb)).load()).toEqual({ entries: [ana], rewrite: false });
  });

  it('storage that throws is a refusal, never an exception', async () => {
    const broken = {
      getItem: () => { throw new DOMException('denied', 'SecurityError'); },
      setItem: () => { throw new DOMException('denied', 'SecurityError'); },
      removeItem: () => { throw new DOMException('denied', 'SecurityError'); },
    };
    const shelf = sealedShelf(broken, () => vaultIn(browserProfile()));
    expect(await shelf.load()).toEqual({ entries: [], rewrite: true });
    expect(await shelf.save([ana])).toBe(false);
    expect(await shelf.save([])).toBe(true);
    expect(() => shelf.clear()).not.toThrow();
  });
});
