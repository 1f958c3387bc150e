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
 *
 * Under a lead image (a first block that is a hero or a detail page's image, preloaded at high
 * priority: the page's LCP), the eager images of the next blocks are requested at low priority:
 * on a phone they are below the fold, and on a slow link they must not share it with the lead
 * image (as the landing page's eight card images would). Without one (a list page), a list's
 * first item is the only one a phone shows in its first screen, often its LCP: the rest of its
 * eager items are requested at low priority too. Chrome would otherwise give the first five
 * large images of a document medium priority, all of them sharing the link with the stylesheet.
 */
export const NEAR_FOLD_BLOCKS = 2;
export const NEAR_FOLD_ITEMS = 6;

/** Eager, eager at low fetch priority (under the page's lead image), or lazy. */
export type ImageLoading = 'eager' | 'eager-low' | 'lazy';

/** Where an image's block is: its index on the page, and whether the page opens with a lead image. */
export type BlockPosition = { index: number; leadImage: boolean };

/** Loading of image `itemIndex` (0 for a block's single image) of the block at `position`. */
export function imageLoading({ index, leadImage }: BlockPosition, itemIndex = 0): ImageLoading {
  if (index >= NEAR_FOLD_BLOCKS || itemIndex >= NEAR_FOLD_ITEMS) return 'lazy';
  return (index > 0 && leadImage) || itemIndex > 0 ? 'eager-low' : 'eager';
}

/** The `<img>` attributes of a loading. */
export function imgLoading(loading: ImageLoading): { loading: 'eager' | 'lazy'; fetchPriority?: 'low' } {
  return loading === 'eager-low' ? { loading: 'eager', fetchPriority: 'low' } : { loading };
}
