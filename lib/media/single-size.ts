/**
 * Rules §9: "some components use a single large size from 260px or 421px". Cards (program,
 * news, event, campus cards and the carousel's card slides) are never wider than 376 CSS px,
 * so they use one file at every width from 260 px: the 650 px style, WebP with a JPEG fallback,
 * and the 325 px style below 260 px. The spec names the `large` style; ours is the 1,600 px
 * original, three times the bytes a card needs (docs/deviations.md, "Single large size").
 */
import type { Image } from '@/lib/content/schema';

export const SINGLE_SIZE_FROM_PX = 260;

export type SingleSizeSource = { type: 'image/webp' | 'image/jpeg'; media?: string; srcSet: string };

/** The `<source>`s of a card image, in order, and the `<img>` fallback. */
export function singleSizeSources(styles: Image['styles']): { sources: SingleSizeSource[]; src: string } {
  const media = `(min-width: ${SINGLE_SIZE_FROM_PX}px)`;
  return {
    sources: [
      { type: 'image/webp', media, srcSet: styles.max_650x650_webp },
      { type: 'image/jpeg', media, srcSet: styles.max_650x650 },
      { type: 'image/webp', srcSet: styles.max_325x325_webp },
    ],
    src: styles.max_325x325,
  };
}
