import type { UniversityConfig } from '@/lib/content/schema';
import { answerWhen, whatsappLeadHref, type WhatsappLead } from '@/lib/contact/whatsapp-lead';
import { contactPolicyOf } from '@/lib/leads/consent-submission';
import { WhatsappClick } from './whatsapp-click.client';
import { WhatsappLink } from './whatsapp-link';
import styles from './whatsapp-now.module.css';

/** When an adviser answers, as of this request. */
const answerNow = (config: UniversityConfig) => answerWhen(contactPolicyOf(config), config.timeZone, Date.now());

/**
 * "Escríbenos por WhatsApp" on the thank-you page of a visitor who authorised WhatsApp
 * (docs/decisions/0020-click-ids.md): a plain link (it works without scripts) to the university's
 * admissions line with the prefilled message, what the contact policy says of the answer's time,
 * and the reference. The browser's `ping` counts the open for the workbench; `contact_whatsapp`
 * goes to the data layer after "Aceptar" (whatsapp-click.client.tsx).
 */
export function WhatsappNow({ lead, config }: { lead: WhatsappLead; config: UniversityConfig }) {
  if (!config.whatsapp) return null;
  const when = answerNow(config);
  return (
    <section className={`section ${styles.whatsapp}`} aria-labelledby="whatsapp-now-title">
      <div className="container">
        <h2 id="whatsapp-now-title">Escríbenos por WhatsApp</h2>
        <p>{when.text}</p>
        <WhatsappLink href={whatsappLeadHref(config.whatsapp, lead, config)} reference={lead.ref} />
        <WhatsappClick />
      </div>
    </section>
  );
}
