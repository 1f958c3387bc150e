import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './form-block.module.css';

type Props = Omit<ComponentPropsWithRef<'div'>, 'children'> & { titleId?: string; children?: ReactNode };

/**
 * A landing's success in the form's place (rules §2): drawn by the form once it is sent, or by
 * the page at the anchor a form sent without scripts is answered with
 * (docs/decisions/0010-forms-without-scripts.md).
 */
export function FormSent({ titleId, className, children, ...div }: Props) {
  return (
    <div {...div} className={className ? `${styles.success} ${className}` : styles.success}>
      <h2 id={titleId} className={styles.title}>
        ¡Gracias! Recibimos tus datos
      </h2>
      <p>Un asesor de admisiones te contactará muy pronto para resolver tus preguntas sobre el programa.</p>
      {children}
    </div>
  );
}
