import type { Image } from '@/lib/content/schema';

type Styles = Image['styles'];

/** The styles a page uses: WebP alone (sized-image.client.tsx); the JPEGs are never asked for. */
export type WebpStyles = Pick<Styles, 'max_325x325_webp' | 'max_650x650_webp' | 'max_1300x1300_webp' | 'large_webp'>;
type WebpKey = keyof WebpStyles;

/**
 * Rules §9 breakpoints, narrowest first: each style serves viewports up to its `upTo` width
 * (max_325x325 ≤ 325px, max_650x650 326–650px, max_1300x1300 651–1300px, large ≥ 1301px).
 */
export const BREAKPOINTS: readonly { webp: WebpKey; upTo: number | null }[] = [
  { webp: 'max_325x325_webp', upTo: 325 },
  { webp: 'max_650x650_webp', upTo: 650 },
  { webp: 'max_1300x1300_webp', upTo: 1300 },
  { webp: 'large_webp', upTo: null },
];

/**
 * The WebP styles as `srcset` width candidates. Each style is described by the top of its
 * viewport range (not by its pixel width, which depends on the aspect ratio): with
 * `sizes="100vw"` the browser then picks, on a 1× screen, exactly the style the spec's media
 * ranges name, and on a denser screen the next one up (above a phone's widths: phoneSources).
 * `large` is described by its own width, at least 1301.
 */
export function imageCandidates(image: { styles: WebpStyles; width: number }): string {
  return BREAKPOINTS.map((b) => `${image.styles[b.webp]} ${b.upTo ?? Math.max(image.width, 1301)}w`).join(', ');
}

/** The widest viewport a phone source serves; wider ones choose from the srcset. */
export const PHONE_UP_TO = 650;

/**
 * Rules §9 on a phone, literally: an image as wide as the viewport there (the last entry of its
 * `sizes`, the one a phone uses, in `vw`) takes the style of the viewport's range whatever the
 * screen's density, so a 412 px phone at 1.75× gets `max_650x650` (about half the bytes of the next
 * style up, which the srcset alone would pick), docs/decisions/0027-phone-image-styles.md. Each
 * source's media is its range alone, so that a preload of its file can use it too. None for an image of fixed
 * width, which its srcset sizes at any density.
 */
export function phoneSources(styles: WebpStyles, sizes: string): { media: string; file: string; srcSet: string }[] {
  if (!/\dvw\b/.test(sizes.split(',').at(-1) ?? '')) return [];
  const phone = BREAKPOINTS.filter((b) => b.upTo !== null && b.upTo <= PHONE_UP_TO);
  return phone.map((b, i) => {
    const above = phone[i - 1]?.upTo;
    // The one candidate is described as the <img>'s are: a width descriptor (with the image's
    // `sizes`) beside the <img>'s width descriptors is what the HTML spec accepts.
    return { media: `${above ? `(min-width: ${above + 1}px) and ` : ''}(max-width: ${b.upTo}px)`, file: styles[b.webp], srcSet: `${styles[b.webp]} ${b.upTo}w` };
  });
}

/** Where an image's WebP files are: one folder when they follow the media layout, else each URL. */
export type ImageFiles = { dir: string } | { styles: WebpStyles };

const WEBP_KEYS = BREAKPOINTS.map((b) => b.webp);
const fileName = (key: WebpKey) => `${key.slice(0, -'_webp'.length)}.webp`;

/**
 * The WebP files of an image in as few bytes as possible for the payload a client component
 * receives: `{dir}` when every one is `{dir}/{style}.webp` (public/media's layout), otherwise
 * their URLs.
 */
export function imageFiles(styles: Styles): ImageFiles {
  const dir = styles.large_webp.slice(0, styles.large_webp.lastIndexOf('/'));
  if (WEBP_KEYS.every((key) => styles[key] === `${dir}/${fileName(key)}`)) return { dir };
  return { styles: Object.fromEntries(WEBP_KEYS.map((key) => [key, styles[key]])) as WebpStyles };
}

/** The four WebP URLs back from `imageFiles`. */
export function stylesOf(files: ImageFiles): WebpStyles {
  if ('styles' in files) return files.styles;
  return Object.fromEntries(WEBP_KEYS.map((key) => [key, `${files.dir}/${fileName(key)}`])) as WebpStyles;
}
