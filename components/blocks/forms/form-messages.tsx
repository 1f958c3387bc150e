import { useEffect, useRef } from 'react';
import type { FlowState } from '@/lib/forms/flow';
import styles from './form-block.module.css';

/** What the visitor is told of a submission kept for later, by where it waits (lib/forms/pending.ts). */
const QUEUED_MESSAGE = {
  device: 'No hay conexión en este momento. Guardamos tu solicitud en este dispositivo y la enviaremos automáticamente cuando vuelvas a tener conexión.',
  page: 'No hay conexión en este momento y este navegador no nos permite guardar tu solicitud para después. La enviaremos automáticamente cuando vuelvas a tener conexión, siempre que no cierres esta página.',
};

type Props = {
  flow: FlowState;
  /** A submission sent later for another form of the site. */
  notice: string;
  /** Validate and send again: the failure's retry button. */
  onRetry: () => void;
};

/**
 * What a lead form says of its submissions, above its button: one kept for later, one of another
 * form sent later, or a failure with its retry, which takes the focus (unless the status modal
 * tells it).
 */
export function FormMessages({ flow, notice, onRetry }: Props) {
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (flow.showMessageError && !flow.showModalGenericStatus) alertRef.current?.focus();
  }, [flow.showMessageError, flow.showModalGenericStatus]);

  return (
    <>
      {flow.queued && (
        <p className={styles.queued} role="status">
          {QUEUED_MESSAGE[flow.queued]}
        </p>
      )}
      {notice && (
        <p className={styles.note} role="status">
          {notice}
        </p>
      )}
      {flow.showMessageError && (
        <div className={styles.failure} role="alert" tabIndex={-1} ref={alertRef}>
          <p>{flow.messageError}</p>
          <button type="button" className="btn btn--secondary" onClick={onRetry}>
            Reintentar
          </button>
        </div>
      )}
    </>
  );
}
