import type { ReactNode } from 'react';
import { imageLoading, type BlockPosition, type ImageLoading } from '@/lib/layout/fold';
import styles from './cards.module.css';

type Props<T> = {
  items: readonly T[];
  /** Where the list's block is on the page (its `context`). */
  position: BlockPosition;
  /** The position of the list's first card among its block's cards, in a block of several lists (one per category). */
  start?: number;
  /** One item's card, given how its image loads. */
  children: (item: T, loading: ImageLoading) => ReactNode;
};

/**
 * A block's grid of cards (programs, articles, events, campuses), one per item. It decides each
 * card's image loading by the card's position (lib/layout/fold.ts): eager only near the fold.
 */
export function CardList<T extends { id: string }>({ items, position, start = 0, children }: Props<T>) {
  return (
    <ul className={styles.grid}>
      {items.map((item, i) => (
        <li key={item.id}>{children(item, imageLoading(position, start + i))}</li>
      ))}
    </ul>
  );
}
