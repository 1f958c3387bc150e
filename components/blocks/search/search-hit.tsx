import type { Ref } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { SearchHit } from '@/lib/search/state';
import { slugOfPath } from '@/lib/shortlist/shortlist';
import { SaveProgram } from '../lazy.client';
import styles from './search-block.module.css';

/** One search result: its image, type, linked title, facts and summary. Shared by the server list and the island. */
export function SearchHitItem({ hit, linkRef }: { hit: SearchHit; linkRef?: Ref<HTMLAnchorElement> }) {
  // A program can be saved for the comparison right from the results.
  const slug = hit.type === 'programa' ? slugOfPath(hit.path) : null;
  return (
    <li className={`${styles.result} ${hit.image ? styles.withImage : ''}`}>
      {hit.image && (
        <div className={styles.thumb}>
          <ResponsiveImage image={hit.image} sizes="96px" className={styles.thumbImage} />
        </div>
      )}
      <div>
        <span className={styles.type}>{hit.typeLabel ?? hit.type}</span>
        <a ref={linkRef} className={styles.resultLink} href={hit.path}>
          {hit.title}
        </a>
        {hit.facts && hit.facts.length > 0 && <p className={styles.facts}>{hit.facts.join(' · ')}</p>}
        {hit.summary && <p>{hit.summary}</p>}
        {slug && <SaveProgram slug={slug} title={hit.title} />}
      </div>
    </li>
  );
}
