'use client';

import styles from './status-page.module.css';

/**
 * The branded page shown when the content service fails (served as 503, never cached). Its error
 * is logged by the server with its digest (instrumentation.ts). «Reintentar» asks the server for
 * the page again (`retry`: a refresh, then the boundary's children); `reset` alone would render
 * the same failed payload again.
 */
export default function ErrorPage({ retry }: { retry: () => void }) {
  return (
    <div className={`container ${styles.center}`} data-page="error">
      <h1>Estamos teniendo dificultades técnicas</h1>
      <p>
        No pudimos cargar esta página en este momento. Nuestro equipo ya está trabajando en ello: inténtalo de
        nuevo en unos minutos.
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={retry}>
          Reintentar
        </button>
        <a className="btn btn--secondary" href="/">
          Ir al inicio
        </a>
      </div>
    </div>
  );
}
