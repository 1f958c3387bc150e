/**
 * Rules §9: "some components use a single large size from 260px or 421px". Cards (program,
 * news, event, campus cards and the carousel's card slides) are never wider than 376 CSS px,
 * so they use one file at every width from 260 px: the 650 px style, and the 325 px style below
 * 260 px, both WebP (sized-image.client.tsx). The spec names the `large` style; ours is the 1,600 px
 * original, three times the bytes a card needs (docs/deviations.md, "Single large size").
 */
import type { Image } from '@/lib/content/schema';

export const SINGLE_SIZE_FROM_PX = 260;

/** A card image's `<source>` from 260 px and its `<img>` below. */
export function singleSizeSources(styles: Image['styles']): { source: { media: string; srcSet: string }; src: string } {
  return { source: { media: `(min-width: ${SINGLE_SIZE_FROM_PX}px)`, srcSet: styles.max_650x650_webp }, src: styles.max_325x325_webp };
}
