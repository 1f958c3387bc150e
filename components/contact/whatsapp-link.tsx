import styles from './whatsapp-now.module.css';

/**
 * The "Escríbenos por WhatsApp" link and the reference beside it: a plain link (it works without
 * scripts) whose `ping` records the open on the lead (app/api/contacto/whatsapp). Rendered by the
 * thank-you page (whatsapp-now.tsx) and by a landing's success in place (the form block).
 */
export function WhatsappLink({ href, reference }: { href: string; reference: string }) {
  return (
    <>
      <a className={styles.link} href={href} ping={`/api/contacto/whatsapp?ref=${reference}`} data-contact="whatsapp" data-lead-ref={reference} rel="noopener">
        Escríbenos por WhatsApp
      </a>
      <p className={styles.reference}>
        Tu referencia: <strong>{reference}</strong>
      </p>
    </>
  );
}
