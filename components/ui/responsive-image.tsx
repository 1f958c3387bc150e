import { preload } from 'react-dom';
import type { Image } from '@/lib/content/schema';
import type { ImageLoading } from '@/lib/layout/fold';
import { imageCandidates } from './image-candidates';

type Props = {
  image: Image;
  /** Above-the-fold image (LCP): preloaded from the head, high fetch priority, eager. */
  priority?: boolean;
  /** Without priority: eager near the fold (lib/layout/fold.ts), lazy by default. */
  loading?: ImageLoading;
  /** Rendered width of the image (CSS `sizes`); the spec's breakpoints are the viewport width. */
  sizes?: string;
  className?: string;
};

/**
 * The CMS delivers pre-sized styles, so this is a plain `<picture>` rather than next/image: one
 * WebP `<source>` and the JPEG `<img>`, each with every style of spec §9 as a width candidate
 * (`image-candidates.ts`), so the browser picks the same file the four media ranges named.
 */
export function ResponsiveImage({ image, priority = false, loading, sizes = '100vw', className }: Props) {
  const { webp, jpeg } = imageCandidates(image);
  if (priority) {
    // The LCP image is requested from the <head>, before the parser reaches the <picture>; the
    // same srcset and sizes make the browser preload exactly the file the <picture> will use.
    preload(image.styles.max_650x650_webp, { as: 'image', type: 'image/webp', imageSrcSet: webp, imageSizes: sizes, fetchPriority: 'high' });
  }
  return (
    <picture>
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      <img
        src={image.styles.max_650x650}
        srcSet={jpeg}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.texts.alt}
        title={image.texts.title || undefined}
        className={className}
        loading={loading ?? (priority ? 'eager' : 'lazy')}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
      />
    </picture>
  );
}
