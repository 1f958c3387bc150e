'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SearchToggleContent } from './search-toggle-content';
import { loadTypeaheadData, useTypeahead } from './use-typeahead';
import toggleStyles from './search-toggle.module.css';
import styles from './typeahead.module.css';

/**
 * Header search with suggestions: a button opens the panel (a phone's header has no room for a
 * field), the field is an ARIA combobox over a listbox of results (APG pattern, 1.2). It is
 * loaded by the header's button when first used (header-search.client.tsx), opened; its data
 * layer loads with it (use-typeahead.ts).
 */
export function Typeahead({ searchPath, initiallyOpen = false }: { searchPath: string; initiallyOpen?: boolean }) {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(initiallyOpen ? pathname : null);
  const open = openOn === pathname; // a navigation closes the panel
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(-1);
  const [listHidden, setListHidden] = useState(false);
  const { hits, failed, loading, announcement } = useTypeahead(term);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const expanded = open && !listHidden && !!hits && hits.length > 0;
  const activeHit = expanded && active >= 0 ? hits?.[active] : undefined;
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    loadTypeaheadData().catch(() => undefined); // fetched while the visitor types
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpenOn(null);
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const go = (href: string) => {
    setOpenOn(null);
    setTerm('');
    router.push(href);
  };

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = hits?.length ?? 0;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!n) return;
      e.preventDefault();
      setListHidden(false);
      const down = e.key === 'ArrowDown';
      setActive((i) => (!expanded ? (down ? 0 : n - 1) : down ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter' && activeHit) {
      e.preventDefault();
      go(activeHit.path);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (expanded) {
        setListHidden(true);
        setActive(-1);
      } else if (term) setTerm('');
      else {
        setOpenOn(null);
        toggle.current?.focus();
      }
    }
  }

  return (
    <div className={toggleStyles.root} ref={root}>
      <button
        ref={toggle}
        type="button"
        className={toggleStyles.toggle}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <SearchToggleContent />
      </button>
      <div id={`${id}-panel`} className={styles.panel} hidden={!open}>
        <form
          role="search"
          action={searchPath}
          method="get"
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            if (term.trim()) go(`${searchPath}?${new URLSearchParams({ q: term.trim() })}`);
          }}
        >
          <label htmlFor={`${id}-input`} className="visually-hidden">
            Buscar en el sitio
          </label>
          <input
            ref={input}
            id={`${id}-input`}
            name="q"
            // A combobox is a text field (ARIA in HTML forbids role=combobox on type=search);
            // inputMode keeps the phone's search keyboard.
            type="text"
            inputMode="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-listbox`}
            aria-activedescendant={activeHit ? optionId(active) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            placeholder="¿Qué quieres estudiar?"
            className={styles.input}
            value={term}
            onChange={(e) => {
              setTerm(e.target.value);
              setActive(-1);
              setListHidden(false);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={`btn ${styles.submit}`}>
            Buscar
          </button>
        </form>
        <ul id={`${id}-listbox`} role="listbox" aria-label="Sugerencias" className={styles.listbox} hidden={!expanded}>
          {expanded &&
            hits?.map((hit, i) => (
              <li
                key={hit.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={styles.option}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => go(hit.path)}
              >
                <span className={styles.optionTitle}>{hit.title}</span>
                <span className={styles.optionType}>{hit.typeLabel ?? hit.type}</span>
              </li>
            ))}
        </ul>
        {open && term.trim().length >= 2 && (
          <p className={styles.hint}>
            {loading ? 'Buscando…' : failed ? 'La búsqueda no está disponible en este momento.' : hits?.length === 0 ? `Sin resultados para «${term.trim()}».` : 'Usa las flechas para elegir y Enter para abrir.'}
          </p>
        )}
      </div>
      <div role="status" aria-live="polite" lang="en" className="visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
