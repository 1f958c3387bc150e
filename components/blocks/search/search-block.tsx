import type { ReactNode } from 'react';
import { SEARCH_PATH } from '@/lib/page/resolve';
import type { BlockProps } from '../types';
import styles from './search-block.module.css';

type FormProps = { action: string; q?: string; placeholder: string };

/**
 * The search form: a plain GET to the search page, so it works before (and without) JavaScript.
 * With a text, "Borrar búsqueda" leads to the cleared search (rules §4 clear).
 */
export function SearchForm({ action, q = '', placeholder }: FormProps) {
  return (
    <form role="search" action={action} method="get" className={styles.form}>
      <label htmlFor="search-q" className="visually-hidden">
        Buscar en el sitio
      </label>
      <input
        id="search-q"
        name="q"
        type="search"
        defaultValue={q}
        placeholder={placeholder}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        className={styles.input}
      />
      <button type="submit" className="btn">
        Buscar
      </button>
      {q && (
        <a className={styles.clear} href={action}>
          Borrar búsqueda
        </a>
      )}
    </form>
  );
}

/** The search page's frame: its h1, the form, then whatever the page puts under it. */
export function SearchSection({ title, children, ...form }: FormProps & { title: string; children?: ReactNode }) {
  return (
    <section className="container section" aria-labelledby="search-title">
      <h1 id="search-title">{title}</h1>
      <SearchForm {...form} />
      {children}
    </section>
  );
}

/** A search block on any page: the form, pointing at the search page (results render there). */
export function SearchBlock({ block }: BlockProps<'search'>) {
  return (
    <SearchSection title={block.data.title} placeholder={block.data.placeholder} action={SEARCH_PATH}>
      <p className={styles.status}>Escribe una palabra para buscar programas, noticias, eventos y sedes.</p>
    </SearchSection>
  );
}
