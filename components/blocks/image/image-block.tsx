import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SmartLink } from '@/components/ui/smart-link';
import { imageLoading } from '@/lib/layout/fold';
import type { BlockProps } from '../types';
import styles from './image-block.module.css';

/** A single image, optionally linked and captioned. */
export function ImageBlock({ block, context }: BlockProps<'image'>) {
  const { image, link, caption } = block.data;
  const picture = (
    <ResponsiveImage
      image={image}
      priority={context.index === 0}
      loading={imageLoading(context)}
      sizes="(min-width: 1200px) 1168px, calc(100vw - 2rem)"
      className={styles.image}
    />
  );
  return (
    <div className="section">
      <figure className={`container ${styles.figure}`}>
        {link ? (
          <SmartLink
            href={link.link}
            file={link.file}
            nofollow={link.nofollow}
            target={link.target}
            className={styles.link}
          >
            {picture}
            {link.label && <span className="visually-hidden">{link.label}</span>}
          </SmartLink>
        ) : (
          picture
        )}
        {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
      </figure>
    </div>
  );
}
