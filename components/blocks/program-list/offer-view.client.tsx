'use client';

import type { MouseEvent, ReactNode } from 'react';
import { formatNumber } from '@/lib/locale/number';
import { matchesProgram, offerParams, type FilterableProgram, type FilterOption, type FilterState, type OfferQuery } from '@/lib/programs/filters';
import styles from '../shared/cards.module.css';
import listStyles from './program-list.module.css';

export type OfferItem = { id: string; program: FilterableProgram; card: ReactNode };

export type OfferHandlers = {
  onCategory: (id: string) => void;
  onToggle: (option: FilterOption, checked: boolean) => void;
  onText: (text: string) => void;
  onClear: () => void;
};

type Props = {
  items: OfferItem[];
  categories: { id: string; label: string }[];
  options: FilterOption[];
  basePath: string;
  query: OfferQuery;
  state: FilterState;
  /** Absent until the island has hydrated: the controls show the offer as it was served. */
  handlers?: OfferHandlers;
};

const VOCABULARY_TITLES: Record<string, string> = { modalidad: 'Modalidad', area: 'Área de conocimiento' };
const count = (n: number) => (n === 1 ? '1 programa' : `${formatNumber(n)} programas`);

/**
 * The academic offer with its tabs and filters, as ProgramFilters drives it: without handlers
 * (on the server and while hydrating) it is the unfiltered offer, whose tabs are plain links.
 * The cards inside are rendered on the server.
 */
export function OfferView({ items, categories, options, basePath, query, state, handlers }: Props) {
  const shown = items.filter((i) => (!query.category || i.program.programType === query.category) && matchesProgram(i.program, state.selected, query.text));
  const checkboxes = options.filter((o) => o.type === 'checkbox');
  const vocabularies = [...new Set(checkboxes.map((o) => o.vocabularyName))];
  const tabHref = (id: string) => {
    const params = offerParams({ ...query, category: id });
    return params.size ? `${basePath}?${params}` : basePath;
  };
  const onTab = (id: string) => (e: MouseEvent) => {
    if (!handlers) return;
    e.preventDefault();
    handlers.onCategory(id);
  };
  const groups = categories
    .filter((c) => !query.category || c.id === query.category)
    .map((c) => ({ ...c, items: shown.filter((i) => i.program.programType === c.id) }))
    .filter((g) => g.items.length > 0);

  return (
    <>
      <nav aria-label="Nivel de estudios" className={listStyles.tabs}>
        {[{ id: '', label: 'Todos' }, ...categories].map((c) => (
          <a key={c.id || 'todos'} href={tabHref(c.id)} onClick={onTab(c.id)} className={listStyles.tab} aria-current={query.category === c.id ? 'page' : undefined}>
            {c.label}
          </a>
        ))}
      </nav>
      <div className={listStyles.controls}>
        <label className={listStyles.textLabel}>
          <span>Buscar por nombre o palabra clave</span>
          <input type="search" className={listStyles.text} value={query.text} maxLength={100} placeholder="Ej.: sistemas, salud, virtual" readOnly={!handlers} onChange={(e) => handlers?.onText(e.target.value)} />
        </label>
        <details className={listStyles.filters}>
          <summary>Filtrar{state.selected.length > 0 && ` (${formatNumber(state.selected.length)})`}</summary>
          {vocabularies.map((v) => (
            <fieldset key={v} className={listStyles.fieldset}>
              <legend>{VOCABULARY_TITLES[v] ?? v}</legend>
              {checkboxes.filter((o) => o.vocabularyName === v).map((o) => (
                <label key={o.id} className={listStyles.check}>
                  <input type="checkbox" name="filtro" value={o.id} checked={state.checkboxes[o.id] === true} disabled={!handlers} onChange={(e) => handlers?.onToggle(o, e.target.checked)} />
                  {o.name}
                </label>
              ))}
            </fieldset>
          ))}
        </details>
      </div>
      {state.selected.length > 0 && (
        <ul className={listStyles.chips} aria-label="Filtros aplicados">
          {state.selected.map((o) => (
            <li key={o.id}>
              <button type="button" className={listStyles.chip} onClick={() => handlers?.onToggle(o, false)} aria-label={`Quitar filtro ${o.name}`}>
                {o.name} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={listStyles.summary} role="status">
        {count(shown.length)}
        {shown.length !== items.length && ` de ${formatNumber(items.length)}`}
        {(state.selected.length > 0 || query.text || query.category) && (
          <>
            {' · '}
            <a href={basePath} onClick={(e) => { if (handlers) { e.preventDefault(); handlers.onClear(); } }}>Quitar filtros</a>
          </>
        )}
      </p>
      {shown.length === 0 && <p className={styles.empty}>No hay programas con estos filtros. Prueba quitando alguno.</p>}
      {groups.map((group) => (
        <div key={group.id} className={listStyles.group}>
          <h3 className={listStyles.category}>
            {group.label} <span className={listStyles.count}>{count(group.items.length)}</span>
          </h3>
          <ul className={styles.grid}>
            {group.items.map((i) => (
              <li key={i.id}>{i.card}</li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
