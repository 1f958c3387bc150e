import { afterEach, describe, expect, it } from '@jest/globals';
import { knownPages, offerKnownPages } from './known-pages.mjs';

const SLOT = Symbol.for('university-site.known-pages');
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[SLOT];
});

describe('known pages', () => {
  it('are the offered source’s, bounded', async () => {
    offerKnownPages(async () => Array.from({ length: 10_005 }, (_, i) => `/p${i}`));
    const paths = await knownPages();
    expect([paths.length, paths[0]]).toEqual([10_000, '/p0']);
  });

  it('are none when nothing was offered or the source fails', async () => {
    expect(await knownPages()).toEqual([]);
    offerKnownPages(async () => {
      throw new Error('contenido caído');
    });
    expect(await knownPages()).toEqual([]);
  });
});
