import { BlockSection } from '../shared/block-section';
import type { BlockProps } from '../types';
import styles from './testimonials.module.css';

/** Students and graduates in their own words: a quote, a name and what they study or do. */
export function Testimonials({ block }: BlockProps<'testimonials'>) {
  const { title, items } = block.data;
  return (
    <BlockSection blockId={block.id} title={title} alt>
      <ul className={styles.quotes}>
        {items.map((item) => (
          <li key={item.name}>
            <figure className={styles.quote}>
              <blockquote>
                <p>«{item.quote}»</p>
              </blockquote>
              <figcaption>
                <strong>{item.name}</strong>
                <span>{item.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
