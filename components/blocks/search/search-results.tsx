import { ORDERS, searchHref, type SearchPageParams } from '@/lib/search/page-params';
import { formatNumber } from '@/lib/locale/number';
import type { SearchState } from '@/lib/search/state';
import { SearchPaginator } from './search-paginator';
import { SearchNoMatch } from './search-no-match';
import styles from './search-block.module.css';

type Props = {
  params: SearchPageParams;
  path: string;
  size: number;
  state: SearchState;
  offerPath: string;
};

/** Type of the search service's program hits. */
const PROGRAM = 'programa';

/** Results of the search page, all in the server HTML: tabs, ordering, list and paginator. */
export function SearchResults({ params, path, size, state, offerPath }: Props) {
  const { q, tipo } = params;
  if (state.failed) {
    return (
      <div className={styles.notice} role="alert">
        <p>
          <strong>La búsqueda no está disponible en este momento.</strong> Inténtalo de nuevo en unos minutos.
        </p>
        <p className={styles.actions}>
          <a href={searchHref(path, params)} className="btn">Reintentar</a>
          <a className="btn btn--secondary" href={offerPath}>Ver la oferta académica</a>
        </p>
      </div>
    );
  }
  const all = state.groupByResult.reduce((n, g) => n + g.count, 0);
  const tabs = [{ key: '', label: 'Todos', count: all }, ...state.groupByResult];
  const href = (change: Partial<SearchPageParams>) => searchHref(path, { ...params, pagina: 1, ...change });

  return (
    <>
      <p className={styles.status}>
        {all === 0 ? (
          <>No encontramos resultados para «{q}». Revisa la ortografía o prueba con otra palabra.</>
        ) : (
          <>{all === 1 ? '1 resultado' : `${formatNumber(all)} resultados`} para «{q}»</>
        )}
      </p>
      {!state.groupByResult.some((g) => g.key === PROGRAM && g.count > 0) && !tipo && <SearchNoMatch q={q} offerPath={offerPath} otherResults={all > 0} />}
      {all > 0 && (
        <>
          <div className={styles.tabsScroll}>
            <nav aria-label="Tipo de contenido" className={styles.tabs}>
              {tabs.map((t) => (
                <a key={t.key || 'todos'} className={styles.tab} aria-current={t.key === tipo ? 'page' : undefined} href={href({ tipo: t.key })}>
                  {t.label} <span className={styles.tabCount}>({formatNumber(t.count)})</span>
                </a>
              ))}
            </nav>
          </div>
          <div className={styles.order}>
            <span id="search-order">Ordenar por:</span>
            <ul aria-labelledby="search-order">
              {ORDERS.map((o) => (
                <li key={o.id}>
                  <a aria-current={o.id === params.orden ? 'true' : undefined} href={href({ orden: o.id })}>{o.label}</a>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
      {all > 0 && state.results.length === 0 && (
        <p className={styles.status}>
          No hay resultados en esta página. <a href={href({})}>Volver a la primera página</a>.
        </p>
      )}
      {state.results.length > 0 && <SearchPaginator params={params} path={path} size={size} state={state} />}
    </>
  );
}
