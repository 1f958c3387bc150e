'use client';

import { useState, type ComponentType } from 'react';
import { loadOnce } from '@/lib/browser/load-once';
import { SearchToggleContent } from './search-toggle-content';
import styles from './search-toggle.module.css';

type TypeaheadProps = { searchPath: string; initiallyOpen?: boolean };

/** The typeahead's code: fetched when the control is pointed at, focused or pressed. */
const loadTypeahead = loadOnce(() => import('./typeahead.client').then((m): ComponentType<TypeaheadProps> => m.Typeahead));

/**
 * The header's search control as the first load ships it: a button that submits an empty GET
 * form to the search page, so that it works before the page's scripts run and without them
 * (decision 0010). Once this island has hydrated, pressing it loads the typeahead (combobox,
 * suggestions, announcements), which takes the button's place open; if that cannot load, the
 * form goes to the search page as before.
 */
export function HeaderSearch({ searchPath }: { searchPath: string }) {
  const [Typeahead, setTypeahead] = useState<ComponentType<TypeaheadProps> | null>(null);
  if (Typeahead) return <Typeahead searchPath={searchPath} initiallyOpen />;
  const prefetch = () => void loadTypeahead().catch(() => undefined);
  return (
    <form
      action={searchPath}
      className={styles.root}
      onSubmit={(e) => {
        e.preventDefault();
        const form = e.currentTarget;
        loadTypeahead().then(
          (component) => setTypeahead(() => component),
          () => form.submit(),
        );
      }}
    >
      <button type="submit" className={styles.toggle} onPointerEnter={prefetch} onFocus={prefetch}>
        <SearchToggleContent />
      </button>
    </form>
  );
}
