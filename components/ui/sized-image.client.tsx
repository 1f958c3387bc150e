'use client';

import { preload } from 'react-dom';
import { imgLoading, type ImageLoading } from '@/lib/layout/fold';
import { imageCandidates, stylesOf, type ImageFiles } from './image-candidates';

export type PictureProps = {
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
 * One WebP `<source>` and the JPEG `<img>`, each with the four spec styles as width candidates.
 * A client component only so that its payload is the folder of the files rather than two
 * srcsets: it renders on the server like any other element and has no state.
 */
export function Picture({ files, width, height, alt, title, sizes, className, priority = false, loading }: PictureProps) {
  const styles = stylesOf(files);
  const { webp, jpeg } = imageCandidates({ styles, width });
  const load = imgLoading(loading ?? (priority ? 'eager' : 'lazy'));
  if (priority) {
    // The LCP image is requested from the <head>, before the parser reaches the <picture>; the
    // same srcset and sizes make the browser preload exactly the file the <picture> will use.
    preload(styles.max_650x650_webp, { as: 'image', type: 'image/webp', imageSrcSet: webp, imageSizes: sizes, fetchPriority: 'high' });
  }
  return (
    <picture>
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      <img
        src={styles.max_650x650}
        srcSet={jpeg}
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
    </picture>
  );
}
