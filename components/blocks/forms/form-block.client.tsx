'use client';

import { Fragment, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { activeFields, defaultValues, DEPENDENT, type FormField, type FormValues } from '@/lib/forms/fields';
import { lazyResolver, loadResolverOnFirstInteraction } from '@/lib/forms/lazy-resolver';
import { OFFER_KEYS, programOfferValues } from '@/lib/forms/offer';
import { sections } from '@/lib/forms/sections';
import { dependentOptions, initialSelects, pickSelect, type SelectState } from '@/lib/forms/selects';
import { Field, type Form } from './form-field.client';
import { FormStatusModal } from './form-status-modal.client';
import { useFormSubmission } from './use-form-submission';
import styles from './form-block.module.css';

type Props = {
  formId: string;
  kind: string;
  title: string;
  titleId: string;
  submitLabel: string;
  fields: FormField[];
  /** Starting values of the selects the page's offer determines. */
  preselect: FormValues;
  pathname: string;
  /** Where success goes; null: the success shows in place, with the status modal (landing pages). */
  thankYouPath: string | null;
};

const QUEUED_MESSAGE =
  'No hay conexión en este momento. Guardamos tu solicitud en este dispositivo y la enviaremos automáticamente cuando vuelvas a tener conexión.';

/** A lead form: its controls, dependent selects and states; sending is useFormSubmission's. */
export function FormBlockClient(props: Props) {
  const { formId, title, titleId, submitLabel, fields, preselect, thankYouPath } = props;
  const uid = useId();
  const visible = useMemo(() => activeFields(fields), [fields]);
  const order = useMemo(() => visible.map((f) => f.name), [visible]);
  const resolver = useMemo(() => lazyResolver(fields), [fields]);
  useEffect(loadResolverOnFirstInteraction, []);
  const form: Form = useForm<FormValues, unknown, FormValues>({
    resolver,
    defaultValues: { ...defaultValues(fields), ...preselect },
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const [selects, setSelects] = useState<SelectState>(() => initialSelects(visible, preselect, formId));
  const { flow, notice, honeypot, submit, closeModal, startOver } = useFormSubmission(props, form, order);
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (flow.showMessageError && !flow.showModalGenericStatus) alertRef.current?.focus();
  }, [flow.showMessageError, flow.showModalGenericStatus]);

  // The in-place success takes the form's place: bring it into view, and give it the focus once
  // the status modal is closed (the button that had it is gone).
  useEffect(() => {
    if (!flow.postFormSuccess.value) return;
    if (flow.showModalGenericStatus) successRef.current?.scrollIntoView({ block: 'center' });
    else successRef.current?.focus();
  }, [flow.postFormSuccess.value, flow.showModalGenericStatus]);

  const onSelect = (name: string, value: string) => {
    setSelects((s) => pickSelect(s, order, { id: name, value, idForm: formId }));
    for (const [child, parent] of Object.entries(DEPENDENT)) {
      if (parent === name && form.getValues(child) !== undefined) form.setValue(child, '', { shouldValidate: false });
    }
    if (name === 'program') {
      // The chosen program brings its type, modality and campus: never half of each.
      const offer = programOfferValues(fields, { program: value });
      for (const k of OFFER_KEYS) {
        const v = offer[k];
        if (k !== 'program' && v !== undefined && order.includes(k)) form.setValue(k, v, { shouldValidate: true });
      }
    }
  };

  const sending = flow.loadingInputDispatch || flow.postFormSuccess.value || flow.queued;
  const modal = (
    <FormStatusModal open={flow.showModalGenericStatus} success={flow.postFormSuccess.value} message={flow.messageError} onClose={closeModal} />
  );

  if (flow.postFormSuccess.value && thankYouPath === null) {
    return (
      <>
        <div className={styles.success} role="status" tabIndex={-1} ref={successRef}>
          <h2 id={titleId} className={styles.title}>
            ¡Gracias! Recibimos tus datos
          </h2>
          <p>Un asesor de admisiones te contactará muy pronto para resolver tus preguntas sobre el programa.</p>
          <button type="button" className="btn btn--secondary" onClick={startOver}>
            Enviar otra solicitud
          </button>
        </div>
        {modal}
      </>
    );
  }

  return (
    <form
      data-form-id={formId}
      // A submit before the form is hydrated is the browser's own: POST keeps the visitor's
      // personal data out of the URL (a GET would put it in the address, history and logs).
      method="post"
      className={styles.form}
      onSubmit={submit}
      noValidate aria-labelledby={titleId} aria-busy={flow.loadingInputDispatch}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.note}>Los campos marcados con * son obligatorios.</p>
      {sections(visible).map((section) => {
        const controls = section.fields.map((field) => (
          <Field key={field.name} field={field} form={form} uid={uid} options={dependentOptions(field, selects)} onSelect={onSelect} />
        ));
        const key = section.fields[0]?.name ?? '';
        return section.group === undefined ? (
          <Fragment key={key}>{controls}</Fragment>
        ) : (
          <fieldset key={key} className={styles.fieldset}>
            <legend className={styles.legend}>{section.group}</legend>
            {controls}
          </fieldset>
        );
      })}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${uid}-website`}>Sitio web</label>
        <input id={`${uid}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" ref={honeypot} defaultValue="" />
      </div>
      {flow.queued && (
        <p className={styles.queued} role="status">
          {QUEUED_MESSAGE}
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
          <button type="button" className="btn btn--secondary" onClick={() => submit()}>
            Reintentar
          </button>
        </div>
      )}
      <button type="submit" className={`btn ${styles.submit}`} disabled={sending}>
        {flow.loadingInputDispatch ? 'Enviando…' : flow.queued ? 'Pendiente de envío' : submitLabel}
      </button>
      {modal}
    </form>
  );
}
