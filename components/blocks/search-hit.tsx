import Link from 'next/link';
import type { Ref } from 'react';
import type { SearchHit } from '@/lib/search/state';
import styles from './search-block.module.css';

/** One search result: its type, linked title and summary. Shared by the server list and the island. */
export function SearchHitItem({ hit, linkRef }: { hit: SearchHit; linkRef?: Ref<HTMLAnchorElement> }) {
  return (
    <li className={styles.result}>
      <span className={styles.type}>{hit.typeLabel ?? hit.type}</span>
      <Link href={hit.path} ref={linkRef} className={styles.resultLink}>
        {hit.title}
      </Link>
      {hit.summary && <p>{hit.summary}</p>}
    </li>
  );
}
