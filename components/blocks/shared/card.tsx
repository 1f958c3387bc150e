import type { ReactNode } from 'react';
import { CardImage } from '@/components/ui/card-image';
import type { Image } from '@/lib/content/schema';
import type { ImageLoading } from '@/lib/layout/fold';
import styles from './cards.module.css';

type Props = {
  image: Image;
  /** Eager near the fold (lib/layout/fold.ts). */
  loading: ImageLoading;
  /** Laid over the image (an event's date badge). */
  badge?: ReactNode;
  /** The line above the title (a category and date, a campus kind). */
  eyebrow?: ReactNode;
  /** h3 under the list's h2, h4 under category headings. */
  headingLevel?: 'h3' | 'h4';
  title: string;
  href: string;
  /** After the title: a summary, facts, secondary links (`raised` above the card's link). */
  children?: ReactNode;
};

/**
 * One entity in a list (a program, an article, an event, a campus): its image and its linked
 * title, whose link covers the whole card. Every list block renders its items with it.
 */
export function Card({ image, loading, badge, eyebrow, headingLevel: Heading = 'h3', title, href, children }: Props) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <CardImage image={image} loading={loading} className={styles.image} />
        {badge}
      </div>
      <div className={styles.body}>
        {eyebrow !== undefined && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading className={styles.title}>
          <a className={styles.titleLink} href={href}>
            {title}
          </a>
        </Heading>
        {children}
      </div>
    </article>
  );
}
