import { describe, expect, it } from '@jest/globals';
import { imageLoading, type ImageLoading } from './fold';

/** Rules §9: no lazy loading within 150 px below the first viewport (positions measured in e2e). */
describe('imageLoading (rules §9)', () => {
  it.each<[string, number, number | undefined, ImageLoading]>([
    ['the first block\'s image', 0, undefined, 'eager'],
    ['the block under a hero (carousel, program list)', 1, 0, 'eager'],
    ['two desktop rows of a list near the fold', 1, 5, 'eager'],
    ['the seventh card of a list near the fold', 1, 6, 'lazy'],
    ['a list on the first block', 0, 4, 'eager'],
    ['the third block', 2, 0, 'lazy'],
    ['a late block', 7, 0, 'lazy'],
  ])('%s (block %i, item %j) → %s', (_name, block, item, expected) => {
    expect(imageLoading(block, item)).toBe(expected);
  });
});
