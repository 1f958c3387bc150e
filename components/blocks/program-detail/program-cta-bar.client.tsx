'use client';

import { useEffect, useState } from 'react';
import styles from './program-cta.module.css';

type Props = {
  /** The first-screen call to action: while it shows, the bar would only repeat it. */
  headerId: string;
  /** The lead form: while it shows, the bar would cover it. */
  formId: string;
  formHref: string;
  whatsappHref: string | null;
};

/**
 * The phone's sticky next step on a program page. Shown once the first-screen call to action
 * has scrolled away, hidden again while the form is on screen; the page reserves its height at
 * the bottom (CSS), so it never covers the end of the page.
 */
export function ProgramCtaBar({ headerId, formId, formHref, whatsappHref }: Props) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const header = document.getElementById(headerId);
    const form = document.getElementById(formId);
    if (!header || typeof IntersectionObserver === 'undefined') return;
    const onScreen = new Map<Element, boolean>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) onScreen.set(entry.target, entry.isIntersecting);
      setVisible(!onScreen.get(header) && !(form && onScreen.get(form)));
    });
    observer.observe(header);
    if (form) observer.observe(form);
    return () => observer.disconnect();
  }, [headerId, formId]);

  return (
    <div className={styles.bar} data-cta-bar="" data-visible={visible} aria-hidden={!visible} inert={!visible}>
      <a href={formHref} className={`btn btn--warm ${styles.barButton}`}>
        Solicita información
      </a>
      {whatsappHref && (
        <a href={whatsappHref} className={`btn btn--secondary ${styles.barButton}`} target="_blank" rel="noopener noreferrer">
          Habla con un asesor<span className="visually-hidden"> por WhatsApp (se abre en una ventana nueva)</span>
        </a>
      )}
    </div>
  );
}
