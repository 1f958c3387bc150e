'use client';

import { useState, useSyncExternalStore } from 'react';
import { FULL_MESSAGE, parseShortlist, SHORTLIST_MAX, toggleProgram } from '@/lib/shortlist/shortlist';
import { getServerSnapshot, getSnapshot, subscribe, writeShortlist } from '@/lib/shortlist/store';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './shortlist.module.css';

/**
 * "Guardar" on a program card or page: a toggle button (aria-pressed) that keeps the program in
 * the browser's shortlist, at most four (docs/decisions/0014-compare-and-cost.md). What happened
 * is said beside it in a live region: saved (n of 4), removed, or the Spanish refusal of a fifth.
 * Disabled until its script runs: without it nothing could be kept, and an early tap is not lost.
 */

/** `className`: where the button sits in its container (a program card puts it on the image). */
export function SaveProgram({ slug, title, className }: { slug: string; title: string; className?: string }) {
  const list = parseShortlist(useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot));
  const ready = useHydrated();
  const [message, setMessage] = useState('');
  const saved = list.includes(slug);

  const toggle = () => {
    const next = toggleProgram(parseShortlist(getSnapshot()), slug);
    if (next.outcome === 'full') return setMessage(FULL_MESSAGE);
    writeShortlist(next.list);
    setMessage(next.outcome === 'added' ? `Guardado en tu lista para comparar (${next.list.length} de ${SHORTLIST_MAX}).` : 'Quitado de tu lista.');
  };

  return (
    // Few bytes: it is on every program card, home's included (its mark is drawn in CSS).
    <>
      <button type="button" className={className ? `${styles.button} ${className}` : styles.button} aria-pressed={saved} disabled={!ready} onClick={toggle} data-save="">
        Guardar<span className="visually-hidden">{` ${title} para comparar`}</span>
      </button>
      <span role="status" className={message === FULL_MESSAGE ? styles.refused : styles.status}>
        {message}
      </span>
    </>
  );
}
