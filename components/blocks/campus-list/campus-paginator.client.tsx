'use client';

import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { subscribeToUrl, urlChanged } from '@/components/ui/url-changes';
import { useHydrated } from '@/components/ui/use-hydrated';
import { clampPage, pageCount, pageFromUrl, pageRange, searchWithPage } from '@/lib/campus/paginate';
import styles from './campus-paginator.module.css';

const urlPage = () => pageFromUrl(window.location.search, window.location.hash);
const firstPage = () => 1;

type Props = {
  total: number;
  perPage: number;
  /** Names the navigation landmark, e.g. "Páginas de Encuentra tu sede". */
  label: string;
  /** The server-rendered list: every item stays in the HTML; this island hides the other pages. */
  children: ReactNode;
};

/**
 * Pages through a server-rendered `<ul>` (rules §4 campus paginator). The page lives in the URL
 * (`?pagina=N`, or `#pagina-N`) so it survives reloads and back/forward, and is read on the
 * client only: the page itself stays statically cached.
 */
export function CampusPaginator({ total, perPage, label, children }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const pages = pageCount(total, perPage);
  const page = clampPage(useSyncExternalStore(subscribeToUrl, urlPage, firstPage), pages);
  // Script-only controls: until hydrated a tap would be lost, so they say they are off (use-hydrated.ts).
  const ready = useHydrated();

  useEffect(() => {
    const items = listRef.current?.querySelectorAll<HTMLElement>(':scope > ul > li') ?? [];
    const { start, end } = pageRange(page, perPage);
    items.forEach((item, i) => {
      item.hidden = i < start || i >= end;
    });
  }, [page, perPage]);

  if (pages <= 1) return <div ref={listRef}>{children}</div>;

  const go = (target: number) => {
    const next = clampPage(target, pages);
    if (next === page) return;
    const { pathname, search, hash } = window.location;
    const keptHash = hash.startsWith('#pagina-') ? '' : hash;
    window.history.pushState(window.history.state, '', `${pathname}${searchWithPage(search, next)}${keptHash}`);
    urlChanged();
    listRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <div ref={listRef} className={styles.list}>
        {children}
      </div>
      <nav className={styles.pager} aria-label={label} data-pager="">
        <button
          type="button"
          className={`btn btn--secondary ${styles.button}`}
          aria-disabled={!ready || page === 1}
          onClick={() => go(page - 1)}
        >
          <span aria-hidden="true">←</span> <span className={styles.label}>Anterior</span>
        </button>
        <p className={styles.status} aria-live="polite" aria-atomic="true">
          Página {page} de {pages}
        </p>
        <button
          type="button"
          className={`btn btn--secondary ${styles.button}`}
          aria-disabled={!ready || page === pages}
          onClick={() => go(page + 1)}
        >
          <span className={styles.label}>Siguiente</span> <span aria-hidden="true">→</span>
        </button>
      </nav>
    </>
  );
}
