'use client';

import { preload } from 'react-dom';
import { imgLoading, type ImageLoading } from '@/lib/layout/fold';
import { imageCandidates, stylesOf, type ImageFiles } from './image-candidates';

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
 * An `<img>` with the four spec styles in WebP as width candidates. WebP alone: every browser
 * Next 16 supports decodes it, so a JPEG fallback would only add bytes to every page. A client
 * component only so that its payload is the folder of the files rather than a srcset: it renders
 * on the server like any other element and has no state.
 */
export function SizedImage({ files, width, height, alt, title, sizes, className, priority = false, loading }: SizedImageProps) {
  const styles = stylesOf(files);
  const srcSet = imageCandidates({ styles, width });
  const load = imgLoading(loading ?? (priority ? 'eager' : 'lazy'));
  if (priority) {
    // The LCP image is requested from the <head>, before the parser reaches the <img>; the same
    // srcset and sizes make the browser preload exactly the file the <img> will use.
    preload(styles.max_650x650_webp, { as: 'image', type: 'image/webp', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  }
  return (
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
}
