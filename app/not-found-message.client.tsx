'use client';

import { useEffect } from 'react';
import styles from './status-page.module.css';

const withoutFragment = (url: string) => url.split('#')[0];

/**
 * The built-in not-found message (rules §2), where the content's 404 page cannot be shown: in
 * Next's not-found boundary (app/not-found.tsx). A client component so that its markup stays out
 * of the RSC payload, where Next puts the boundary on every page; one, so that every page carries
 * one reference to it and one module.
 *
 * Shown by a client navigation whose route called notFound() (the not-found page itself could not
 * be loaded then, lib/page/page-at.ts), it loads that path again as a document, for the whole page
 * and its status. Not when this document is already that load: it stays, with no loop.
 */
export function NotFoundMessage() {
  useEffect(() => {
    const [document] = performance.getEntriesByType('navigation');
    if (document && withoutFragment(document.name) === withoutFragment(window.location.href)) return;
    window.location.reload();
  }, []);
  return (
    <div className={styles.page} data-page="404">
      <div className="container section">
        <h1>No encontramos esta página</h1>
        <p>Es posible que la dirección haya cambiado o que la página ya no exista.</p>
        <a className="btn" href="/">
          Ir al inicio
        </a>
      </div>
    </div>
  );
}
