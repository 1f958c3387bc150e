'use client';

import { useReducer, useRef, useState } from 'react';
import { formatNumber } from '@/lib/locale/format';
import { initialSearchState, searchReducer, type SearchHit } from '@/lib/search/state';
import { SearchHitItem } from './search-hit';
import styles from './search-block.module.css';

type Props = {
  q: string;
  type: string;
  sort: string;
  size: number;
  /** Offset of the first result shown (the server-rendered page). */
  from: number;
  total: number;
  initial: SearchHit[];
};

type Answer = { results: SearchHit[]; total: number };

/** The island's state: the server-rendered page, then every appended one (paginator view_more). */
const initialState = ({ q, size, total, initial }: Pick<Props, 'q' | 'size' | 'total' | 'initial'>) =>
  initialSearchState({ paginatorType: 'view_more', size, results: initial, totalRegister: total, searchText: q });

/**
 * The results list, rendered on the server with the page, and its "Ver más" button: the
 * view_more paginator appends the next page here without leaving the page (spec §4).
 */
export function SearchMore({ q, type, sort, size, from, total, initial }: Props) {
  const [state, dispatch] = useReducer(searchReducer, { q, size, total, initial }, initialState);
  const [error, setError] = useState(false);
  const firstNew = useRef<HTMLAnchorElement>(null);
  const [focusIndex, setFocusIndex] = useState(-1);
  const next = from + state.results.length;
  const hasMore = next < state.totalRegister;

  async function more() {
    dispatch({ type: 'start' });
    setError(false);
    const params = new URLSearchParams({ q, from: String(next), size: String(size), sort });
    if (type) params.set('type', type);
    try {
      const res = await fetch(`/api/search?${params}`);
      if (!res.ok) throw new Error(String(res.status));
      const answer = (await res.json()) as Answer;
      setFocusIndex(state.results.length);
      dispatch({ type: 'success', results: answer.results, total: answer.total });
      requestAnimationFrame(() => firstNew.current?.focus());
    } catch {
      // Loading more failed: the results already shown stay; the visitor can retry.
      dispatch({ type: 'moreFailure' });
      setError(true);
    }
  }

  return (
    <>
      <ol className={styles.results} start={from + 1} aria-label="Resultados de la búsqueda">
        {state.results.map((hit, i) => (
          <SearchHitItem key={hit.id} hit={hit} linkRef={i === focusIndex ? firstNew : undefined} />
        ))}
      </ol>
      <p className={styles.count} aria-live="polite">
        Mostrando {formatNumber(from + 1)}–{formatNumber(next)} de {formatNumber(state.totalRegister)}
        {error && '. No pudimos cargar más resultados; inténtalo de nuevo.'}
      </p>
      {hasMore && (
        <button type="button" className={`btn btn--secondary ${styles.more}`} disabled={state.isSearching} onClick={() => void more()}>
          {state.isSearching ? 'Cargando…' : 'Ver más resultados'}
        </button>
      )}
    </>
  );
}
