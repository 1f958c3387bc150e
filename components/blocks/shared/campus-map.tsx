import type { Campus } from '@/lib/content/schema';
import { toMapMark } from '@/lib/campus/marks';
import { blockElementId } from '../block-utils';
import { CampusMapClient } from '../lazy.client';
import styles from './campus-map.module.css';

type Props = {
  campuses: Campus[];
  title: string;
  /** h3 under a list's h2, h2 on a campus page. */
  headingLevel?: 2 | 3;
  /** The block the map belongs to, for a unique heading id. */
  blockId: string;
  /** Country of the university (ISO 3166-1 alpha-2): biases the map's names and borders. */
  region: string;
};

/**
 * Map of campuses and centres (rules §3 map marks). The marks are built here on the server; the
 * island renders the list of places, and above it a Google map once it scrolls into view when a key is set.
 */
export function CampusMap({ campuses, title, headingLevel = 2, blockId, region }: Props) {
  if (campuses.length === 0) return null;
  const titleId = blockElementId(blockId, 'map-title');
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className={styles.section} aria-labelledby={titleId} data-campus-map="">
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <CampusMapClient marks={campuses.map(toMapMark)} region={region.toUpperCase()} />
    </section>
  );
}
