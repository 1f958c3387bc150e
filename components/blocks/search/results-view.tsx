import type { Ref } from 'react';
import { formatNumber } from '@/lib/locale/number';
import type { SearchHit } from '@/lib/search/state';
import { SearchHitItem } from './search-hit';
import styles from './search-block.module.css';

type View = {
  results: SearchHit[];
  /** The offset of the first result shown. */
  from: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** False until the island is hydrated: "Ver más" needs its script (use-hydrated.ts). */
  ready?: boolean;
  failed: boolean;
  onMore: () => void;
  /** The first result a "Ver más" appended: it takes the focus. */
  focusIndex?: number;
  firstNew?: Ref<HTMLAnchorElement>;
};

/** The results list, its count and its "Ver más" button (rules §4, view_more): what both stages of the island show. */
export function ResultsView({ results, from, total, hasMore, loading, ready = true, failed, onMore, focusIndex = -1, firstNew }: View) {
  return (
    <>
      <ol className={styles.results} start={from + 1} aria-label="Resultados de la búsqueda">
        {results.map((hit, i) => (
          <SearchHitItem key={hit.id} hit={hit} linkRef={i === focusIndex ? firstNew : undefined} />
        ))}
      </ol>
      <p className={styles.count} aria-live="polite">
        Mostrando {formatNumber(from + 1)}–{formatNumber(from + results.length)} de {formatNumber(total)}
        {failed && !loading && '. No pudimos cargar más resultados; inténtalo de nuevo.'}
      </p>
      {hasMore && (
        <button type="button" className={`btn btn--secondary ${styles.more}`} disabled={loading || !ready} onClick={onMore}>
          {loading ? 'Cargando…' : 'Ver más resultados'}
        </button>
      )}
    </>
  );
}
