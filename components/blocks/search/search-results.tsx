import Link from 'next/link';
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
          <Link href={offerPath} className="btn btn--secondary">Ver la oferta académica</Link>
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
                <Link key={t.key || 'todos'} href={href({ tipo: t.key })} className={styles.tab} aria-current={t.key === tipo ? 'page' : undefined}>
                  {t.label} <span className={styles.tabCount}>({formatNumber(t.count)})</span>
                </Link>
              ))}
            </nav>
          </div>
          <div className={styles.order}>
            <span id="search-order">Ordenar por:</span>
            <ul aria-labelledby="search-order">
              {ORDERS.map((o) => (
                <li key={o.id}>
                  <Link href={href({ orden: o.id })} aria-current={o.id === params.orden ? 'true' : undefined}>{o.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
      {all > 0 && state.results.length === 0 && (
        <p className={styles.status}>
          No hay resultados en esta página. <Link href={href({})}>Volver a la primera página</Link>.
        </p>
      )}
      {state.results.length > 0 && <SearchPaginator params={params} path={path} size={size} state={state} />}
    </>
  );
}
