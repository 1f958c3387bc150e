import type { Image } from '@/lib/content/schema';
import type { ImageLoading } from '@/lib/layout/fold';

type StyleKey = keyof Image['styles'];
type Range = { jpeg: StyleKey; webp: StyleKey; media: string; box: number | null };

/** Spec §9 breakpoints, widest first; each range offers WebP before JPEG. */
const RANGES: readonly Range[] = [
  { jpeg: 'large', webp: 'large_webp', media: '(min-width: 1301px)', box: null },
  { jpeg: 'max_1300x1300', webp: 'max_1300x1300_webp', media: '(min-width: 651px) and (max-width: 1300px)', box: 1300 },
  { jpeg: 'max_650x650', webp: 'max_650x650_webp', media: '(min-width: 326px) and (max-width: 650px)', box: 650 },
  { jpeg: 'max_325x325', webp: 'max_325x325_webp', media: '(max-width: 325px)', box: 325 },
];

type Props = {
  image: Image;
  /** Above-the-fold image (LCP): eager, high fetch priority. */
  priority?: boolean;
  /** Without priority: eager near the fold (lib/layout/fold.ts), lazy by default. */
  loading?: ImageLoading;
  /** Rendered width hint; adds width descriptors so the browser knows each file's density. */
  sizes?: string;
  className?: string;
};

/** Width of a `max_NxN` style: `large` scaled to fit an N×N box, never upscaled. */
function styleWidth(image: Image, box: number | null): number {
  if (box === null) return image.width;
  return Math.round(image.width * Math.min(1, box / Math.max(image.width, image.height)));
}

/** The CMS delivers pre-sized styles, so this is a plain `<picture>` rather than next/image. */
export function ResponsiveImage({ image, priority = false, loading = 'lazy', sizes, className }: Props) {
  const srcSet = (url: string, box: number | null): string => (sizes ? `${url} ${styleWidth(image, box)}w` : url);
  return (
    <picture>
      {RANGES.flatMap((range) => [
        <source
          key={`${range.jpeg}-webp`}
          type="image/webp"
          media={range.media}
          srcSet={srcSet(image.styles[range.webp], range.box)}
          sizes={sizes}
        />,
        <source
          key={`${range.jpeg}-jpeg`}
          type="image/jpeg"
          media={range.media}
          srcSet={srcSet(image.styles[range.jpeg], range.box)}
          sizes={sizes}
        />,
      ])}
      <img
        src={image.styles.max_650x650}
        width={image.width}
        height={image.height}
        alt={image.texts.alt}
        title={image.texts.title || undefined}
        className={className}
        loading={priority ? 'eager' : loading}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
      />
    </picture>
  );
}
