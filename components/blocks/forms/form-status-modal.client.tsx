'use client';

import { useEffect, useRef } from 'react';
import styles from './form-block.module.css';

type Props = { open: boolean; success: boolean; message: string; onClose: () => void };

/**
 * The generic status modal (rules §3–4 showModalGenericStatus): a landing's success or failure,
 * in a native modal dialog (focus moves in, Escape closes, focus returns to the page).
 */
export function FormStatusModal({ open, success, message, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={styles.modal} aria-labelledby="form-status-title" onClose={onClose}>
      <h2 id="form-status-title" className={styles.title}>
        {success ? '¡Listo! Tu solicitud fue enviada' : 'No pudimos enviar tu solicitud'}
      </h2>
      <p>{success ? 'Un asesor de admisiones te contactará muy pronto.' : message}</p>
      <button type="button" className="btn" onClick={onClose} autoFocus>
        {success ? 'Entendido' : 'Volver al formulario'}
      </button>
    </dialog>
  );
}
