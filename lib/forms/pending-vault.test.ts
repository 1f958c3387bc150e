import { describe, expect, it } from '@jest/globals';
import { browserProfile, vaultIn } from '@/test/browser-storage';
import { fromBase64, openVault, toBase64, VAULT_DB, type Vault } from './pending-vault';

/** The key as the browser stores it, read straight from the profile's IndexedDB. */
function storedKey(idb: IDBFactory): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const open = idb.open(VAULT_DB);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const got = open.result.transaction('keys').objectStore('keys').get('aes-gcm');
      got.onsuccess = () => {
        open.result.close();
        resolve(got.result);
      };
    };
  });
}

const must = (vault: Vault | null): Vault => {
  if (!vault) throw new Error('no vault');
  return vault;
};

describe('the vault of kept submissions', () => {
  it('keeps one AES-GCM key in IndexedDB that cannot be exported', async () => {
    const idb = browserProfile();
    must(await vaultIn(idb));
    const key = (await storedKey(idb)) as CryptoKey;
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toEqual({ name: 'AES-GCM', length: 256 });
    expect([...key.usages].sort()).toEqual(['decrypt', 'encrypt']);
    await expect(globalThis.crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    await expect(globalThis.crypto.subtle.exportKey('jwk', key)).rejects.toThrow();
  });

  it('seals with a fresh nonce each time; the text is not in what is stored', async () => {
    const vault = must(await vaultIn(browserProfile()));
    const text = '{"email":"ana@correo.com","name":"Ana María"}';
    const [one, two] = await Promise.all([vault.seal(text), vault.seal(text)]);
    expect(one.iv).not.toBe(two.iv);
    expect(one.data).not.toBe(two.data);
    expect(JSON.stringify(one)).not.toContain('ana@correo.com');
    expect(await vault.open(one)).toBe(text);
    expect(await vault.open(two)).toBe(text);
  });

  it('a later page of the same browser opens what an earlier one sealed; two tabs at once share one key', async () => {
    const idb = browserProfile();
    const sealed = await must(await vaultIn(idb)).seal('hola');
    expect(await must(await vaultIn(idb)).open(sealed)).toBe('hola');
    const [a, b] = (await Promise.all([vaultIn(idb), vaultIn(idb)])).map(must);
    expect(await b!.open(await a!.seal('de a'))).toBe('de a');
    expect(await a!.open(await b!.seal('de b'))).toBe('de b');
  });

  it('refuses a text sealed by another browser or altered', async () => {
    const sealed = await must(await vaultIn(browserProfile())).seal('hola');
    const other = must(await vaultIn(browserProfile()));
    await expect(other.open(sealed)).rejects.toThrow();
    const mine = must(await vaultIn(browserProfile()));
    const { iv, data } = await mine.seal('hola');
    const bytes = fromBase64(data);
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    await expect(mine.open({ iv, data: toBase64(bytes) })).rejects.toThrow();
    expect(await mine.open({ iv, data })).toBe('hola');
  });

  it.each<[string, () => IDBFactory | undefined, SubtleCrypto | undefined]>([
    ['no IndexedDB', () => undefined, globalThis.crypto.subtle],
    ['no WebCrypto (an insecure context)', browserProfile, undefined],
    ['IndexedDB refused on access (storage blocked)', () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }, globalThis.crypto.subtle],
    ['IndexedDB refusing to open (a private mode)', () => ({ open: () => { throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError'); } }) as unknown as IDBFactory, globalThis.crypto.subtle],
  ])('none where the browser cannot have one: %s', async (_case, idb, subtle) => {
    expect(await openVault(idb, subtle)).toBeNull();
  });

  it('base64 of long bodies, both ways', () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 256);
    const text = toBase64(bytes);
    expect(text).toBe(Buffer.from(bytes).toString('base64'));
    expect(fromBase64(text)).toEqual(bytes);
  });
});
