'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './nav-toggle.module.css';

/**
 * The phone menu: a button that opens a panel over a backdrop. While open, the page behind
 * does not scroll; the panel closes with its close control, the backdrop, Escape or a
 * navigation, and focus goes back to the menu button. On wide screens the menu is always shown.
 */
export function NavToggle({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const pathname = usePathname();
  const button = useRef<HTMLButtonElement>(null);
  const closeControl = useRef<HTMLButtonElement>(null);
  // The menu is open for the path it was opened on: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    closeControl.current?.focus();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      root.style.overflow = previous;
      window.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => (open ? close(false) : setOpenOn(pathname))}
      >
        <span aria-hidden="true" className={styles.burger} data-open={open} />
        <span className="visually-hidden">{open ? 'Cerrar menú' : 'Abrir menú'}</span>
      </button>
      {open && <div className={styles.backdrop} aria-hidden="true" onClick={() => close(true)} data-menu-backdrop="" />}
      <nav id={id} aria-label={label} className={styles.menu} data-open={open}>
        <button ref={closeControl} type="button" className={styles.close} onClick={() => close(true)}>
          <span aria-hidden="true">×</span> Cerrar<span className="visually-hidden"> menú</span>
        </button>
        {children}
      </nav>
    </>
  );
}
