import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { formErrorMessage } from '@/lib/forms/errors';
import type { FormValues } from '@/lib/forms/fields';
import { flowReducer, INITIAL_FLOW } from '@/lib/forms/flow';
import { keepForLater, watchPendingSubmissions } from '@/lib/forms/pending-sender';
import type { WhatsappOffer } from '@/lib/contact/whatsapp-lead';
import { enhancedLead, type SentContact } from '@/lib/forms/lead-measurement';
import { FILL_WAIT_MS, reportFormSubmit, sendSubmission, sleep, uuid } from '@/lib/forms/submission';
import type { Form } from './form-field.client';

const NETWORK_MESSAGE = 'No pudimos enviar tu información. Revisa tu conexión e intenta de nuevo.';
const SENT_LATER_MESSAGE = 'Tu solicitud pendiente se envió correctamente.';

type Submitted = {
  formId: string;
  kind: string;
  pathname: string;
  /** Where success goes; null: the success shows in place, with the status modal (landing pages). */
  thankYouPath: string | null;
  /** The privacy notice the page shows: its version travels with the submission. */
  privacy?: { version: string } | undefined;
  /** The render token the server gave this form: the server times the fill from it (rules §5). */
  token: string;
  /** The university's currency, for GA4's generate_lead. */
  currency: string;
  /** The university's country: the calling code of its phone numbers, for the hashed phone. */
  country: SentContact['country'];
};

/**
 * Sending a lead form (rules §3–4): one Idempotency-Key per submission, kept across retries; the
 * form-flow state; a submission kept in the browser when the network fails and sent when the
 * connection returns; the server's field errors on their fields; the analytics event once per
 * success, then the thank-you page. `order` names the form's controls in order (the first one the
 * server refuses gets the focus).
 */
export function useFormSubmission({ formId, kind, pathname, thankYouPath, privacy, token, currency, country }: Submitted, form: Form, order: readonly string[]) {
  const router = useRouter();
  const [flow, dispatch] = useReducer(flowReducer, INITIAL_FLOW);
  const [notice, setNotice] = useState('');
  const shownAt = useRef(0); // performance.now() when the form came alive
  const key = useRef<string | null>(null); // one per submission, kept across retries
  const inflight = useRef(false);
  const reported = useRef(false);
  const program = useRef(''); // the CRM code of the program sent, for generate_lead
  const contact = useRef({ email: '', phone: '' }); // hashed in generate_lead after "Aceptar" only
  const [whatsapp, setWhatsapp] = useState<WhatsappOffer | null>(null); // a landing's success offers it in place
  const honeypot = useRef<HTMLInputElement>(null);
  const landing = thankYouPath === null;

  const succeed = useCallback(
    (leadId = '') => {
      dispatch({ type: 'success', idForm: formId, modal: landing });
      if (!reported.current) {
        reported.current = true;
        const sent = leadId ? { leadId, ...contact.current, country } : null;
        void reportFormSubmit(formId, { kind, programCode: program.current, currency }, enhancedLead(sent));
      }
      if (thankYouPath) router.push(thankYouPath);
    },
    [formId, kind, currency, country, landing, router, thankYouPath],
  );

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  // Submissions kept after a network failure: sent when the page loads and when the connection
  // returns (on pages without a form, the page island does it).
  useEffect(
    () => watchPendingSubmissions((entry) => (entry.formId === formId ? succeed() : setNotice(SENT_LATER_MESSAGE))),
    [formId, succeed],
  );

  async function onValid(values: FormValues) {
    if (inflight.current || flow.postFormSuccess.value || flow.queued) return; // a double click sends once
    inflight.current = true;
    dispatch({ type: 'post' });
    try {
      const wait = FILL_WAIT_MS - (performance.now() - shownAt.current);
      if (wait > 0) await sleep(wait);
      const idempotencyKey = (key.current ??= uuid());
      program.current = typeof values.program === 'string' ? values.program : '';
      const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
      contact.current = { email: text('email'), phone: text('mobilePhone') || text('phone') };
      const body = JSON.stringify({ formId, pathname, values, token, website: honeypot.current?.value ?? '', notice: privacy?.version ?? '' });
      const { result, refusal, leadId, whatsapp: offer } = await sendSubmission(kind, idempotencyKey, body);
      if (result === 'sent') {
        setWhatsapp(offer ?? null);
        return succeed(leadId);
      }
      if (result === 'retry') {
        const where = await keepForLater({ key: idempotencyKey, kind, formId, body, savedAt: Date.now() });
        return dispatch({ type: 'queued', where });
      }
      if (refusal.code === 'invalid_fields') {
        const named = order.filter((n) => refusal.fields[n]);
        named.forEach((n, i) => form.setError(n, { type: 'server', message: refusal.fields[n] }, { shouldFocus: i === 0 }));
        if (named.length) return dispatch({ type: 'idle' });
      }
      // A token the site no longer reads (its key changed since the render): a fresh render of the
      // page brings a new one to send again with, the answers kept.
      if (refusal.code === 'expired_form') router.refresh();
      dispatch({ type: 'failure', message: formErrorMessage(refusal.code) ?? NETWORK_MESSAGE, modal: landing });
    } finally {
      inflight.current = false;
    }
  }

  return {
    flow,
    /** A submission sent later for another form of the site. */
    notice,
    /** What a landing's success offers on WhatsApp, when the visitor authorised it. */
    whatsapp,
    /** The hidden field only bots fill (the server refuses what has it). */
    honeypot,
    /** Validate, then send: the form's submit and the failure's retry button. */
    submit: (event?: FormEvent) => void form.handleSubmit(onValid)(event),
    closeModal: () => dispatch({ type: 'closeModal' }),
    /** After an in-place success: an empty form and a new submission (a new key, a new event). */
    startOver: () => {
      key.current = null;
      setWhatsapp(null);
      reported.current = false;
      form.reset();
      dispatch({ type: 'clear' });
    },
  };
}
