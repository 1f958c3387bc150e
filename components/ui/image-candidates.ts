import type { Image } from '@/lib/content/schema';

type StyleKey = keyof Image['styles'];

/**
 * Spec §9 breakpoints, narrowest first: each style serves viewports up to its `upTo` width
 * (max_325x325 ≤ 325px, max_650x650 326–650px, max_1300x1300 651–1300px, large ≥ 1301px).
 */
export const BREAKPOINTS: readonly { jpeg: StyleKey; webp: StyleKey; upTo: number | null }[] = [
  { jpeg: 'max_325x325', webp: 'max_325x325_webp', upTo: 325 },
  { jpeg: 'max_650x650', webp: 'max_650x650_webp', upTo: 650 },
  { jpeg: 'max_1300x1300', webp: 'max_1300x1300_webp', upTo: 1300 },
  { jpeg: 'large', webp: 'large_webp', upTo: null },
];

/**
 * The styles as `srcset` width candidates. Each style is described by the top of its viewport
 * range (not by its pixel width, which depends on the aspect ratio): with `sizes="100vw"` the
 * browser then picks, on a 1× screen, exactly the style the spec's media ranges name, and on a
 * denser screen the next one up. `large` is described by its own width, at least 1301.
 */
export function imageCandidates(image: Image): { webp: string; jpeg: string } {
  const list = (format: 'webp' | 'jpeg') =>
    BREAKPOINTS.map((b) => `${image.styles[b[format]]} ${b.upTo ?? Math.max(image.width, 1301)}w`).join(', ');
  return { webp: list('webp'), jpeg: list('jpeg') };
}
