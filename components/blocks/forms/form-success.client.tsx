'use client';

import { useEffect, useRef } from 'react';
import styles from './form-block.module.css';

type Props = { titleId: string; modalOpen: boolean; onStartOver: () => void };

/**
 * A landing's success in place of its form. It is brought into view under the status modal and
 * gets the focus once the modal is closed (the button that had it is gone).
 */
export function FormSuccess({ titleId, modalOpen, onStartOver }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (modalOpen) ref.current?.scrollIntoView({ block: 'center' });
    else ref.current?.focus();
  }, [modalOpen]);
  return (
    <div className={styles.success} role="status" tabIndex={-1} ref={ref}>
      <h2 id={titleId} className={styles.title}>
        ¡Gracias! Recibimos tus datos
      </h2>
      <p>Un asesor de admisiones te contactará muy pronto para resolver tus preguntas sobre el programa.</p>
      <button type="button" className="btn btn--secondary" onClick={onStartOver}>
        Enviar otra solicitud
      </button>
    </div>
  );
}
