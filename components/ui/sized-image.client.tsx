'use client';

import { preload } from 'react-dom';
import { imgLoading, type ImageLoading } from '@/lib/layout/fold';
import { imageCandidates, PHONE_UP_TO, phoneSources, stylesOf, type ImageFiles } from './image-candidates';

export type SizedImageProps = {
  files: ImageFiles;
  width: number;
  height: number;
  alt: string;
  title?: string;
  sizes: string;
  className?: string;
  priority?: boolean;
  loading?: ImageLoading;
};

/**
 * An `<img>` with the four spec styles in WebP as width candidates, and on a phone the style of the
 * viewport's range in a `<source>` (phoneSources). WebP alone: every browser Next 16 supports
 * decodes it, so a JPEG fallback would only add bytes to every page. A client component only so
 * that its payload is the folder of the files rather than a srcset: it renders on the server like
 * any other element and has no state.
 */
export function SizedImage({ files, width, height, alt, title, sizes, className, priority = false, loading }: SizedImageProps) {
  const styles = stylesOf(files);
  const srcSet = imageCandidates({ styles, width });
  const phone = phoneSources(styles, sizes);
  const load = imgLoading(loading ?? (priority ? 'eager' : 'lazy'));
  if (priority) {
    // The LCP image is requested from the <head>, before the parser reaches the <img>: on a phone
    // the file of its source, wider the srcset's pick, each preload only where the <img> uses it.
    for (const source of phone) preload(source.file, { as: 'image', type: 'image/webp', media: source.media, fetchPriority: 'high' });
    const media = phone.length > 0 ? `(min-width: ${PHONE_UP_TO + 1}px)` : undefined;
    preload(styles.max_650x650_webp, { as: 'image', type: 'image/webp', imageSrcSet: srcSet, imageSizes: sizes, media, fetchPriority: 'high' });
  }
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- the CMS delivers pre-sized styles (responsive-image.tsx)
    <img
      src={styles.max_650x650_webp}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      title={title || undefined}
      className={className}
      loading={load.loading}
      fetchPriority={priority ? 'high' : load.fetchPriority}
      decoding={priority ? undefined : 'async'}
    />
  );
  if (phone.length === 0) return img;
  return (
    <picture>
      {phone.map((source) => (
        <source key={source.media} media={source.media} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
