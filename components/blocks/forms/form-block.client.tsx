'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { activeFields, defaultValues, type FormField, type FormValues } from '@/lib/forms/fields';
import { formUrl } from '@/lib/forms/form-url';
import { lazyResolver, loadResolverOnFirstInteraction } from '@/lib/forms/lazy-resolver';
import type { OptionGroup } from '@/lib/forms/selects';
import { POST_FIELDS, refusalErrors, sentAnchor, SUMMARY_ATTRIBUTE, type FormRefusalView } from '@/lib/forms/without-scripts';
import type { ShownNotice } from './consent-controls';
import type { Form } from './form-field.client';
import { FormMessages } from './form-messages';
import { FormSections } from './form-sections';
import { adoptShownSlots } from './kept-answers';
import { FormSent } from './form-sent';
import { WhatsappClick } from '@/components/contact/whatsapp-click.client';
import { WhatsappLink } from '@/components/contact/whatsapp-link';
import { FormStatusModal } from './form-status-modal.client';
import { useFormSelects } from './use-form-selects';
import { useFormSubmission } from './use-form-submission';
import styles from './form-block.module.css';

type Props = {
  formId: string;
  kind: string;
  title: string;
  titleId: string;
  submitLabel: string;
  fields: FormField[];
  /** The university's currency (GA4's generate_lead). */
  currency: string;
  /** The university's country (the hashed phone of generate_lead). */
  country: 'co' | 'pa' | 'cr';
  /** Starting values of the selects the page's offer determines. */
  preselect: FormValues;
  pathname: string;
  /** Where success goes; null: the success shows in place, with the status modal (landing pages). */
  thankYouPath: string | null;
  /** The render token the server times a submission by, with or without scripts (lib/forms/form-token.ts). */
  token: string;
  /** This form as the server refused it, when the browser sent it on its own: shown again with it. */
  refusal?: FormRefusalView | undefined;
  /** The refusal's summary, rendered on the server (form-summary.tsx). */
  summary?: ReactNode;
  /** The prefix of the ids of the form's controls (the summary links to them). */
  idPrefix: string;
  /** The privacy notice shown beside the authorisation checkbox; its version is posted. */
  privacy?: ShownNotice | undefined;
  /** The call-back slots a time field offers, by day (the university's contact policy). */
  slots?: OptionGroup[] | undefined;
};

/** A lead form: its controls (form-sections.tsx), dependent selects, states and messages (form-messages.tsx); sending is useFormSubmission's. */
export function FormBlockClient(props: Props) {
  const { formId, kind, title, titleId, submitLabel, fields, preselect, pathname, thankYouPath, token, refusal, summary, idPrefix: uid, privacy, slots } = props;
  const visible = useMemo(() => activeFields(fields), [fields]);
  const order = useMemo(() => visible.map((f) => f.name), [visible]);
  const resolver = useMemo(() => lazyResolver(fields), [fields]);
  useEffect(loadResolverOnFirstInteraction, []);
  const element = useRef<HTMLFormElement>(null);
  // The page's starting values, and what a refused submission sent, written into the HTML too.
  const initial = useMemo(() => ({ ...defaultValues(fields), ...preselect, ...refusal?.values }), [fields, preselect, refusal]);
  const refused = useMemo(() => refusalErrors(refusal), [refusal]);
  const form: Form = useForm<FormValues, unknown, FormValues>({
    resolver,
    defaultValues: initial,
    errors: refused,
    // Errors when the visitor tries to send, then as they correct (WCAG 3.3.1 without noise: a
    // keyboard or screen-reader user reading the form by Tab meets no error before typing).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { selects, onSelect } = useFormSelects(form, fields, visible, preselect, formId);
  const { flow, notice, whatsapp, honeypot, submit, closeModal, startOver } = useFormSubmission(props, form, order);
  // A slot picked before hydration (kept-answers.ts); the radios keep theirs as they register.
  useEffect(() => adoptShownSlots(element.current, form, visible.filter((f) => f.type === 'time').map((f) => f.name)), [form, visible]);
  const successRef = useRef<HTMLDivElement>(null);
  const [summaryShown, setSummaryShown] = useState(true);

  // A refused page whose scripts arrive: the first field in error takes the focus from the summary,
  // as after any refusal the enhanced form gets.
  useEffect(() => {
    const first = order.find((n) => refused?.[n]);
    if (first && document.activeElement?.hasAttribute(SUMMARY_ATTRIBUTE)) form.setFocus(first);
  }, [form, order, refused]);

  // The in-place success takes the form's place: bring it into view, and give it the focus once
  // the status modal is closed (the button that had it is gone).
  useEffect(() => {
    if (!flow.postFormSuccess.value) return;
    if (flow.showModalGenericStatus) successRef.current?.scrollIntoView({ block: 'center' });
    else successRef.current?.focus();
  }, [flow.postFormSuccess.value, flow.showModalGenericStatus]);

  const sending = flow.loadingInputDispatch || flow.postFormSuccess.value || flow.queued !== false;
  const modal = (
    <FormStatusModal open={flow.showModalGenericStatus} success={flow.postFormSuccess.value} message={flow.messageError} onClose={closeModal} />
  );

  if (flow.postFormSuccess.value && thankYouPath === null) {
    return (
      <>
        <FormSent role="status" tabIndex={-1} ref={successRef} titleId={titleId}>
          {whatsapp && (
            <>
              <p>{whatsapp.when}</p>
              <WhatsappLink href={whatsapp.href} reference={whatsapp.ref} />
              <WhatsappClick />
            </>
          )}
          <button type="button" className="btn btn--secondary" onClick={startOver}>
            Enviar otra solicitud
          </button>
        </FormSent>
        {modal}
      </>
    );
  }

  const hasFile = visible.some((f) => f.type === 'file');
  return (
    <>
      {thankYouPath === null && (
        // A landing's success, for a form the browser sent on its own: the server answers with
        // this anchor in the URL, and CSS alone shows it in the form's place (`:target`).
        <FormSent id={sentAnchor(formId)} className={styles.sent} />
      )}
      <form
        ref={element}
        data-form-id={formId}
        // A working HTML form before (and without) its scripts: the browser's own POST goes to the
        // form route, which answers with the thank-you page or this page with its errors
        // (docs/decisions/0010-forms-without-scripts.md). POST keeps the personal data out of the URL;
        // only a form with a file field names itself there, for its attachments' body limit.
        action={hasFile ? formUrl(kind, formId, pathname) : `/api/forms/${kind}`}
        method="post"
        encType={hasFile ? 'multipart/form-data' : undefined}
        className={styles.form}
        onSubmit={(event) => {
          setSummaryShown(false);
          submit(event);
        }}
        noValidate
        aria-labelledby={titleId}
        aria-busy={flow.loadingInputDispatch}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.note}>Los campos marcados con * son obligatorios.</p>
        {summaryShown && summary && (
          // The server's summary of a refusal: focused when the page loads, without scripts.
          <div className={styles.summary} role="group" aria-labelledby={`${uid}-summary`} tabIndex={-1} autoFocus {...{ [SUMMARY_ATTRIBUTE]: '' }}>
            {summary}
          </div>
        )}
        <input type="hidden" name={POST_FIELDS.formId} value={formId} />
        <input type="hidden" name={POST_FIELDS.pathname} value={pathname} />
        <input type="hidden" name={POST_FIELDS.token} value={token} />
        {privacy && <input type="hidden" name={POST_FIELDS.notice} value={privacy.version} />}
        <FormSections visible={visible} form={form} uid={uid} slots={slots} selects={selects} initial={initial} onSelect={onSelect} privacy={privacy} />
        {/* The honeypot only bots fill: `hidden` keeps it unseen and out of reach of people even
            without the stylesheet (the browser's own rules), and it is still posted. */}
        <div hidden aria-hidden="true">
          <label htmlFor={`${uid}-website`}>Sitio web</label>
          <input id={`${uid}-website`} name={POST_FIELDS.honeypot} type="text" tabIndex={-1} autoComplete="off" ref={honeypot} defaultValue="" />
        </div>
        <FormMessages flow={flow} notice={notice} onRetry={() => submit()} />
        <button type="submit" className={`btn ${styles.submit}`} disabled={sending}>
          {flow.loadingInputDispatch ? 'Enviando…' : flow.queued ? 'Pendiente de envío' : submitLabel}
        </button>
        {modal}
      </form>
    </>
  );
}
