'use client';

import { useEffect } from 'react';
import styles from './status-page.module.css';

/** The branded page shown when the content service fails (served as 503, never cached). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.warn('Error al cargar la página', error.digest ?? '');
  }, [error]);

  return (
    <div className={`container ${styles.center}`} data-page="error">
      <h1>Estamos teniendo dificultades técnicas</h1>
      <p>
        No pudimos cargar esta página en este momento. Nuestro equipo ya está trabajando en ello: inténtalo de
        nuevo en unos minutos.
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={reset}>
          Reintentar
        </button>
        <a className="btn btn--secondary" href="/">
          Ir al inicio
        </a>
      </div>
    </div>
  );
}
