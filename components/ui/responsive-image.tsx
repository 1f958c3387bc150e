import type { Image } from '@/lib/content/schema';
import type { ImageLoading } from '@/lib/layout/fold';
import { imageFiles } from './image-candidates';
import { SizedImage, type SizedImageProps } from './sized-image.client';

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
 * The CMS delivers pre-sized styles, so this is a plain `<img>` rather than next/image
 * (sized-image.client.tsx): the spec's four styles, chosen by the browser from `sizes`
 * (image-candidates.ts).
 */
export function ResponsiveImage({ image, priority = false, loading, sizes = '100vw', className }: Props) {
  // Only the props that say something: each one travels in the page's RSC payload.
  const props: SizedImageProps = { files: imageFiles(image.styles), width: image.width, height: image.height, alt: image.texts.alt, sizes };
  if (image.texts.title) props.title = image.texts.title;
  if (className) props.className = className;
  if (priority) props.priority = true;
  if (loading) props.loading = loading;
  return <SizedImage {...props} />;
}
