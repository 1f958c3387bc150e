'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { BELOW_DESKTOP, BELOW_TABLET, hasLinkTitle, initialCollapsed, viewportFrom } from '@/lib/layout/footer-collapse';
import styles from './site-footer.module.css';

const viewportNow = () => viewportFrom((query) => window.matchMedia(query).matches);

function subscribeToBreakpoints(onChange: () => void) {
  const lists = [BELOW_TABLET, BELOW_DESKTOP].map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

type Column = { id: string; className: string; title: string | null; titleHref: string | null; body: ReactNode };

/**
 * Footer columns with a chevron toggle. The server renders them expanded (crawlers and no-JS
 * visitors see every link); on mount the collapse rules of rules §4 apply to the viewport.
 */
export function FooterColumns({ columns, collapse, fullCollapse }: { columns: Column[]; collapse: boolean; fullCollapse: boolean }) {
  const viewport = useSyncExternalStore(subscribeToBreakpoints, viewportNow, () => 'desktop' as const);
  const initial = initialCollapsed(columns.map((c) => ({ hasLinkTitle: hasLinkTitle(c.title) })), { viewport, collapse, fullCollapse });
  // What the visitor toggled, by column; everything else follows the rules for the viewport.
  const [toggled, setToggled] = useState<Record<number, boolean>>({});
  const collapsed = initial.map((value, i) => toggled[i] ?? value);
  const toggle = (i: number) => setToggled((prev) => ({ ...prev, [i]: !(collapsed[i] ?? false) }));

  return (
    <div className={styles.row}>
      {columns.map((column, i) => {
        const isCollapsed = collapsed[i] ?? false;
        const bodyId = `${column.id}-body`;
        return (
          <div key={column.id} id={column.id} className={`${column.className} ${styles.column}`}>
            {hasLinkTitle(column.title) && (
              <h2 className={styles.columnTitle}>
                <button
                  type="button"
                  className={styles.chevron}
                  aria-expanded={!isCollapsed}
                  aria-controls={bodyId}
                  onClick={() => toggle(i)}
                >
                  {column.title}
                  <span aria-hidden="true" className={styles.chevronIcon} data-collapsed={isCollapsed} />
                </button>
              </h2>
            )}
            <div id={bodyId} hidden={isCollapsed}>
              {column.body}
            </div>
          </div>
        );
      })}
    </div>
  );
}
