'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useState, type ReactNode } from 'react';
import styles from './site-header.module.css';

/** The phone menu: a disclosure button; on wide screens the menu is always shown. */
export function NavToggle({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const pathname = usePathname();
  // The menu is open for the path it was opened on: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenOn(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className={styles.burger} />
        <span className="visually-hidden">{open ? 'Cerrar menú' : 'Abrir menú'}</span>
      </button>
      <nav id={id} aria-label={label} className={styles.menu} data-open={open}>
        {children}
      </nav>
    </>
  );
}
