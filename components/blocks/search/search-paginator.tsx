import { pageWindow, searchHref, sortOf, type SearchPageParams } from '@/lib/search/page-params';
import type { SearchState } from '@/lib/search/state';
import { SearchHitItem } from './search-hit';
import { SearchMore } from '../lazy.client';
import styles from './search-block.module.css';

type Props = { params: SearchPageParams; path: string; size: number; state: SearchState };

/**
 * The results and exactly one paginator, by the state's paginatorType (rules §4): `view_more`
 * appends the next page in place ("Ver más"); any other type replaces the list, one numbered
 * page per URL.
 */
export function SearchPaginator({ params, path, size, state }: Props) {
  const from = (params.pagina - 1) * size;
  if (state.paginatorType === 'view_more') {
    // The island's own part of the page: a touch inside it brings its code (lazy.client.tsx).
    return (
      <div data-results="">
        <SearchMore
          key={searchHref(path, params)}
          q={params.q}
          type={params.tipo}
          sort={sortOf(params.orden)}
          size={size}
          from={from}
          total={state.totalRegister}
          initial={state.results}
        />
      </div>
    );
  }
  // The spec's totalPages (floor(total / size) + 1) counts an empty page when total is a
  // multiple of size; the pager offers only pages with results (docs/deviations.md, "Search pages").
  const last = Math.max(1, Math.ceil(state.totalRegister / size));
  const href = (pagina: number) => searchHref(path, { ...params, pagina });
  return (
    <>
      <ol className={styles.results} start={from + 1} aria-label="Resultados de la búsqueda">
        {state.results.map((hit) => (
          <SearchHitItem key={hit.id} hit={hit} />
        ))}
      </ol>
      {last > 1 && (
        <nav aria-label="Paginación de resultados" className={styles.pager}>
          {params.pagina > 1 && (
            <a rel="prev" href={href(params.pagina - 1)}>
              Anterior
            </a>
          )}
          {pageWindow(params.pagina, last).map((n) => (
            <a key={n} aria-current={n === params.pagina ? 'page' : undefined} aria-label={`Página ${n}`} href={href(n)}>
              {n}
            </a>
          ))}
          {params.pagina < last && (
            <a rel="next" href={href(params.pagina + 1)}>
              Siguiente
            </a>
          )}
        </nav>
      )}
    </>
  );
}
