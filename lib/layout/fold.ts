/**
 * Which images may load lazily (rules §9: none within 150 px below the bottom of the first
 * viewport). The server cannot measure, so the rule is by position, from the pages of the
 * embedded content measured at 390×844 and 1440×900 (e2e/spec-rules.spec.ts checks it):
 * - the first two blocks of a page reach the first viewport (a hero is followed, 500–830 px
 *   down, by the carousel or program list under it);
 * - of a list or carousel among them, the first six items can be that high: two desktop rows
 *   of three cards start within 1,050 px (a list page's grid starts at 300 px, its second
 *   row near 750 px), and a phone shows at most two cards that high.
 * Everything else is lazy. An eager image too many costs an early request of one small file;
 * a lazy one near the fold costs a visible delay.
 */
export const NEAR_FOLD_BLOCKS = 2;
export const NEAR_FOLD_ITEMS = 6;

export type ImageLoading = 'eager' | 'lazy';

/** Loading of image `itemIndex` (0 for a block's single image) of the block at `blockIndex`. */
export function imageLoading(blockIndex: number, itemIndex = 0): ImageLoading {
  return blockIndex < NEAR_FOLD_BLOCKS && itemIndex < NEAR_FOLD_ITEMS ? 'eager' : 'lazy';
}
