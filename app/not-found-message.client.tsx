'use client';

import styles from './status-page.module.css';

/**
 * The built-in not-found message (rules §2), where the content's 404 page cannot be shown: in
 * Next's not-found boundary (app/not-found.tsx). A client component so that its markup stays out
 * of the RSC payload, where Next puts the boundary on every page.
 */
export function NotFoundMessage() {
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
