'use client';

import { useState, type ComponentType } from 'react';
import { loadOnce } from '@/lib/browser/load-once';
import { SearchToggleContent } from './search-toggle-content';
import styles from './typeahead.module.css';

type TypeaheadProps = { searchPath: string; initiallyOpen?: boolean };

/** The typeahead's code: fetched when the control is pointed at, focused or pressed. */
const loadTypeahead = loadOnce(() => import('./typeahead.client').then((m): ComponentType<TypeaheadProps> => m.Typeahead));

/**
 * The header's search control as the first load ships it: the button alone. The typeahead
 * (combobox, suggestions, announcements) is loaded when the visitor reaches for it, and takes
 * the button's place open; if it cannot load, the search page does the same work.
 */
export function HeaderSearch({ searchPath }: { searchPath: string }) {
  const [Typeahead, setTypeahead] = useState<ComponentType<TypeaheadProps> | null>(null);
  if (Typeahead) return <Typeahead searchPath={searchPath} initiallyOpen />;
  const prefetch = () => void loadTypeahead().catch(() => undefined);
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={false}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() =>
          loadTypeahead().then(
            (component) => setTypeahead(() => component),
            () => window.location.assign(searchPath),
          )
        }
      >
        <SearchToggleContent />
      </button>
    </div>
  );
}
