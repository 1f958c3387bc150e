import type { ReactNode } from 'react';
import styles from './nav-toggle.module.css';

const MENU_ID = 'site-menu';

/**
 * The phone menu, in HTML alone (the popover attribute, decision 0033): it works before the
 * page's scripts arrive and without them. Its button opens a layer over the page below the
 * header: a backdrop and the menu's panel, where focus goes to the close control. The close
 * control, the backdrop and Escape close it and give focus back to the button; a client navigation
 * closes it too (site-behaviour.client.tsx). While it is open the page behind does not scroll, and
 * the button's name and icon say so (CSS). On wide screens the menu is always shown.
 */
export function NavToggle({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <button type="button" className={styles.toggle} popoverTarget={MENU_ID}>
        <span aria-hidden="true" className={styles.burger} />
        <span className={`visually-hidden ${styles.whenClosed}`}>Abrir menú</span>
        <span className={`visually-hidden ${styles.whenOpen}`}>Cerrar menú</span>
      </button>
      <div id={MENU_ID} popover="auto" className={styles.layer}>
        {/* A tap beside the panel closes the menu as its close control does (a light dismiss would lose the focus). */}
        <button type="button" className={styles.backdrop} popoverTarget={MENU_ID} popoverTargetAction="hide" tabIndex={-1} aria-hidden="true" data-menu-backdrop="" />
        <nav aria-label={label} className={styles.menu}>
          {/* autofocus: where the popover puts the focus when it opens. */}
          <button type="button" className={styles.close} popoverTarget={MENU_ID} popoverTargetAction="hide" autoFocus>
            <span aria-hidden="true">×</span> Cerrar<span className="visually-hidden"> menú</span>
          </button>
          {children}
        </nav>
      </div>
    </>
  );
}
