import type { Image } from '@/lib/content/schema';
import { imgLoading, type ImageLoading } from '@/lib/layout/fold';
import { singleSizeSources } from '@/lib/media/single-size';

type Props = { image: Image; loading: ImageLoading; className?: string };

/** A card's image: a single size at every width from 260 px (rules §9, lib/media/single-size.ts). */
export function CardImage({ image, loading, className }: Props) {
  const { source, src } = singleSizeSources(image.styles);
  return (
    <picture>
      <source media={source.media} srcSet={source.srcSet} />
      <img
        src={src}
        width={image.width}
        height={image.height}
        alt={image.texts.alt}
        title={image.texts.title || undefined}
        className={className}
        {...imgLoading(loading)}
        decoding="async"
      />
    </picture>
  );
}
