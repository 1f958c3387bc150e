'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { QueryProvider } from '@/components/islands/query-provider.client';
import { formatNumber } from '@/lib/locale/number';
import { searchMoreQuery, type SearchMoreParams } from '@/lib/query/search';
import type { SearchHit } from '@/lib/search/state';
import { SearchHitItem } from './search-hit';
import styles from './search-block.module.css';

type Props = SearchMoreParams & {
  /** The server-rendered page: its total and results (`from` is the offset of its first). */
  total: number;
  initial: SearchHit[];
};

/**
 * The results list, rendered on the server with the page, and its "Ver más" button: the
 * view_more paginator appends the next page here without leaving the page (rules §4).
 */
export function SearchMore(props: Props) {
  return (
    <QueryProvider>
      <ResultsList {...props} />
    </QueryProvider>
  );
}

function ResultsList({ total, initial, ...params }: Props) {
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useInfiniteQuery(searchMoreQuery(params, { results: initial, total }));
  const results = data.pages.flatMap((p) => p.results);
  const shownTotal = data.pages.at(-1)?.total ?? total;
  const firstNew = useRef<HTMLAnchorElement>(null);
  const [focusIndex, setFocusIndex] = useState(-1);

  async function more() {
    const before = results.length;
    const outcome = await fetchNextPage();
    // Loading more failed: the results already shown stay; the visitor can retry.
    if (outcome.isFetchNextPageError) return;
    setFocusIndex(before);
    requestAnimationFrame(() => firstNew.current?.focus());
  }

  return (
    <>
      <ol className={styles.results} start={params.from + 1} aria-label="Resultados de la búsqueda">
        {results.map((hit, i) => (
          <SearchHitItem key={hit.id} hit={hit} linkRef={i === focusIndex ? firstNew : undefined} />
        ))}
      </ol>
      <p className={styles.count} aria-live="polite">
        Mostrando {formatNumber(params.from + 1)}–{formatNumber(params.from + results.length)} de {formatNumber(shownTotal)}
        {isFetchNextPageError && !isFetchingNextPage && '. No pudimos cargar más resultados; inténtalo de nuevo.'}
      </p>
      {hasNextPage && (
        <button type="button" className={`btn btn--secondary ${styles.more}`} disabled={isFetchingNextPage} onClick={() => void more()}>
          {isFetchingNextPage ? 'Cargando…' : 'Ver más resultados'}
        </button>
      )}
    </>
  );
}
