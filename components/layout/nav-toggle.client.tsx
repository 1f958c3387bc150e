'use client';

import type { ReactNode } from 'react';
import styles from './nav-toggle.module.css';

const MENU_ID = 'site-menu';

/**
 * The phone menu, in HTML alone (the popover attribute, decision 0033): it works before the
 * page's scripts arrive and without them. Its button opens a layer over the page below the
 * header: a backdrop and the menu's panel, where focus goes to the close control. The close
 * control, the backdrop and Escape close it and give focus back to the button; a client navigation
 * closes it too (site-behaviour.client.tsx). While it is open the page behind does not scroll and
 * the button's icon is a cross (CSS); browsers expose the button's expanded state themselves, so
 * its name ("Menú") stays the same. On wide screens the menu is always shown.
 *
 * A client component with no state and no effect, only so that its own markup (the buttons and the
 * layer) stays out of the RSC payload, where a server component's is written a second time: every
 * document would carry it, while this script runs after the first paint (decision 0033). The
 * menu's links are its children, in the payload either way.
 */
export function NavToggle({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <button type="button" className={styles.toggle} popoverTarget={MENU_ID}>
        <span aria-hidden="true" className={styles.burger} />
        <span className="visually-hidden">Menú</span>
      </button>
      <div id={MENU_ID} popover="auto" className={styles.layer}>
        {/* A tap beside the panel closes the menu as its close control does (a light dismiss would lose the focus). */}
        <button type="button" className={styles.backdrop} popoverTarget={MENU_ID} popoverTargetAction="hide" tabIndex={-1} aria-hidden="true" />
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
