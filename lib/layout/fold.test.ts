import { describe, expect, it } from '@jest/globals';
import { imageLoading, imgLoading, type ImageLoading } from './fold';

/** Rules §9: no lazy loading within 150 px below the first viewport (positions measured in e2e). */
describe('imageLoading (rules §9)', () => {
  it.each<[string, number, number | undefined, ImageLoading]>([
    ['the first block\'s image', 0, undefined, 'eager'],
    ['the block under a text block (a list page)', 1, 0, 'eager'],
    ['two desktop rows of a list near the fold, below a phone\'s first screen', 1, 5, 'eager-low'],
    ['the seventh card of a list near the fold', 1, 6, 'lazy'],
    ['the first item of a list on the first block', 0, 0, 'eager'],
    ['a later item of a list on the first block', 0, 4, 'eager-low'],
    ['the third block', 2, 0, 'lazy'],
    ['a late block', 7, 0, 'lazy'],
  ])('%s (block %i, item %j) → %s', (_name, index, item, expected) => {
    expect(imageLoading({ index, leadImage: false }, item)).toBe(expected);
  });

  it('under a lead image, the eager images of the next block are requested at low priority', () => {
    expect(imageLoading({ index: 0, leadImage: true })).toBe('eager');
    expect(imageLoading({ index: 1, leadImage: true }, 0)).toBe('eager-low');
    expect(imageLoading({ index: 1, leadImage: true }, 6)).toBe('lazy');
    expect(imageLoading({ index: 2, leadImage: true }, 0)).toBe('lazy');
  });

  it('gives each loading its <img> attributes', () => {
    expect([imgLoading('eager'), imgLoading('eager-low'), imgLoading('lazy')]).toEqual([
      { loading: 'eager' },
      { loading: 'eager', fetchPriority: 'low' },
      { loading: 'lazy' },
    ]);
  });
});
