'use client';

import { useRouter } from 'next/navigation';
import { Fragment, useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { activeFields, defaultValues, DEPENDENT, type FieldOption, type FormField, type FormValues } from '@/lib/forms/fields';
import { formErrorMessage, readRefusal, type FormRefusal } from '@/lib/forms/errors';
import { flowReducer, INITIAL_FLOW } from '@/lib/forms/flow';
import { OFFER_KEYS, programOfferValues } from '@/lib/forms/offer';
import { keepPending, outcomeOf } from '@/lib/forms/pending';
import { browserStorage, postSubmission, watchPendingSubmissions } from '@/lib/forms/pending-sender';
import { EMPTY_SELECTS, pickSelect, selectValue, type SelectState } from '@/lib/forms/selects';
import { MIN_FILL_MS } from '@/lib/forms/timing';
import { Field, type Form } from './form-field.client';
import { FormStatusModal } from './form-status-modal.client';
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

/** The server refuses forms sent too fast; we wait out the rest (and a margin) rather than be refused. */
const FILL_WAIT_MS = MIN_FILL_MS + 250;
const NETWORK_MESSAGE = 'No pudimos enviar tu información. Revisa tu conexión e intenta de nuevo.';
const QUEUED_MESSAGE =
  'No hay conexión en este momento. Guardamos tu solicitud en este dispositivo y la enviaremos automáticamente cuando vuelvas a tener conexión.';
const SENT_LATER_MESSAGE = 'Tu solicitud pendiente se envió correctamente.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * zod and the form schema (lib/forms/form-resolver.ts), imported at the visitor's first touch, key
 * or focus on a page with a form, or at the first validation; a failed import (offline) is tried
 * again the next time.
 */
type ResolverModule = typeof import('@/lib/forms/form-resolver');
let resolverModule: Promise<ResolverModule> | null = null;
let resolverLoaded: ResolverModule | null = null;
function loadResolver() {
  resolverModule ??= import('@/lib/forms/form-resolver').then(
    (loaded) => (resolverLoaded = loaded),
    (error: unknown) => {
      resolverModule = null;
      throw error;
    },
  );
  return resolverModule;
}
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/** A v4 UUID, also outside secure contexts (where crypto.randomUUID is missing). */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Fields in order, consecutive fields of one `group` together (rendered as a fieldset). */
type Section = { group: string | undefined; fields: FormField[] };
function sections(fields: readonly FormField[]): Section[] {
  const out: Section[] = [];
  for (const f of fields) {
    const last = out.at(-1);
    if (last && f.group !== undefined && last.group === f.group) last.fields.push(f);
    else out.push({ group: f.group, fields: [f] });
  }
  return out;
}

/** The preselected values as picked selects, so that dependent options narrow from the start. */
function initialSelects(visible: readonly FormField[], preselect: FormValues, formId: string): SelectState {
  const order = visible.map((f) => f.name);
  return Object.entries(preselect).reduce<SelectState>(
    (s, [id, value]) => (typeof value === 'string' ? pickSelect(s, order, { id, value, idForm: formId }) : s),
    EMPTY_SELECTS,
  );
}

export function FormBlockClient({ formId, kind, title, titleId, submitLabel, fields, preselect, pathname, thankYouPath }: Props) {
  const router = useRouter();
  const uid = useId();
  const visible = useMemo(() => activeFields(fields), [fields]);
  // The browser's validation arrives with zod (loadResolver). Without it (the visitor is offline
  // and it never loaded, or its load failed) the values go on unchecked, to be kept and sent when
  // the connection returns: the server validates them with the same schema. No lead is lost, and
  // none waits on a request the browser cannot make.
  const resolver = useMemo<Resolver<FormValues, unknown, FormValues>>(() => {
    let validate: Resolver<FormValues, unknown, FormValues> | null = null;
    return async (values, context, options) => {
      const loaded = resolverLoaded ?? (navigator.onLine ? await loadResolver().catch(() => null) : null);
      if (!loaded) return { values, errors: {} };
      validate ??= loaded.formResolver(fields) as Resolver<FormValues, unknown, FormValues>;
      return validate(values, context, options);
    };
  }, [fields]);
  useEffect(() => {
    const load = () => void loadResolver().catch(() => undefined);
    for (const type of FIRST_INTERACTION) window.addEventListener(type, load, { capture: true, once: true, passive: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, load, { capture: true });
    };
  }, []);
  const form: Form = useForm<FormValues, unknown, FormValues>({
    resolver,
    defaultValues: { ...defaultValues(fields), ...preselect },
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const [flow, dispatch] = useReducer(flowReducer, INITIAL_FLOW);
  const [selects, setSelects] = useState<SelectState>(() => initialSelects(visible, preselect, formId));
  const [notice, setNotice] = useState('');
  const startedAt = useRef({ wall: 0, mono: 0 });
  const key = useRef<string | null>(null); // one per submission, kept across retries
  const inflight = useRef(false);
  const reported = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const landing = thankYouPath === null;

  const succeed = useCallback(() => {
    dispatch({ type: 'success', idForm: formId, modal: landing });
    if (!reported.current) {
      reported.current = true;
      const w = window as Window & { dataLayer?: unknown[] };
      (w.dataLayer ??= []).push({ event: 'form_submit', formDatalayer: 'LP', formId });
    }
    if (thankYouPath) router.push(thankYouPath);
  }, [formId, landing, router, thankYouPath]);

  useEffect(() => {
    startedAt.current = { wall: Date.now(), mono: performance.now() };
  }, []);

  // Submissions kept after a network failure: sent when the page loads and when the connection
  // returns (on pages without a form, the page island does it).
  useEffect(
    () => watchPendingSubmissions((entry) => (entry.formId === formId ? succeed() : setNotice(SENT_LATER_MESSAGE))),
    [formId, succeed],
  );

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

  const order = useMemo(() => visible.map((f) => f.name), [visible]);
  const onSelect = (name: string, value: string) => {
    setSelects((s) => pickSelect(s, order, { id: name, value, idForm: formId }));
    for (const [child, parent] of Object.entries(DEPENDENT)) {
      if (parent === name && form.getValues(child) !== undefined) form.setValue(child, '', { shouldValidate: false });
    }
    if (name === 'program') {
      // The chosen program brings its type, modality and campus: never half of each (D4).
      const offer = programOfferValues(fields, { program: value });
      for (const k of OFFER_KEYS) {
        const v = offer[k];
        if (k !== 'program' && v !== undefined && order.includes(k)) form.setValue(k, v, { shouldValidate: true });
      }
    }
  };

  async function onValid(values: FormValues) {
    if (inflight.current || flow.postFormSuccess.value || flow.queued) return; // a double click sends once
    inflight.current = true;
    dispatch({ type: 'post' });
    try {
      const wait = FILL_WAIT_MS - (performance.now() - startedAt.current.mono);
      if (wait > 0) await sleep(wait);
      const idempotencyKey = (key.current ??= uuid());
      const body = JSON.stringify({ formId, pathname, values, startedAt: startedAt.current.wall, website: honeypot.current?.value ?? '' });
      const send = async (): Promise<[Response | 'network-error', FormRefusal]> => {
        const res = await postSubmission(kind, idempotencyKey, body);
        return [res, readRefusal(res === 'network-error' || res.ok ? null : await res.json().catch(() => null))];
      };
      let [res, refusal] = await send();
      if (refusal.code === 'too_fast') {
        await sleep(3_000); // a clock ahead of the server's: the same submission, a little later
        [res, refusal] = await send();
      }
      const outcome = outcomeOf(res === 'network-error' ? res : { status: res.status });
      if (outcome === 'sent') return succeed();
      if (outcome === 'retry') {
        const store = browserStorage();
        const kept = store !== null && keepPending(store, { key: idempotencyKey, kind, formId, body, savedAt: Date.now() });
        return dispatch(kept ? { type: 'queued' } : { type: 'failure', message: NETWORK_MESSAGE, modal: landing });
      }
      if (refusal.code === 'invalid_fields') {
        const named = order.filter((n) => refusal.fields[n]);
        named.forEach((n, i) => form.setError(n, { type: 'server', message: refusal.fields[n] }, { shouldFocus: i === 0 }));
        if (named.length) return dispatch({ type: 'idle' });
      }
      dispatch({ type: 'failure', message: formErrorMessage(refusal.code) ?? NETWORK_MESSAGE, modal: landing });
    } finally {
      inflight.current = false;
    }
  }

  const sending = flow.loadingInputDispatch || flow.postFormSuccess.value || flow.queued;
  const modal = (
    <FormStatusModal
      open={flow.showModalGenericStatus}
      success={flow.postFormSuccess.value}
      message={flow.messageError}
      onClose={() => dispatch({ type: 'closeModal' })}
    />
  );

  if (flow.postFormSuccess.value && landing) {
    return (
      <>
        <div className={styles.success} role="status" tabIndex={-1} ref={successRef}>
          <h2 id={titleId} className={styles.title}>
            ¡Gracias! Recibimos tus datos
          </h2>
          <p>Un asesor de admisiones te contactará muy pronto para resolver tus preguntas sobre el programa.</p>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              key.current = null;
              reported.current = false;
              form.reset();
              dispatch({ type: 'clear' });
            }}
          >
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
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
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
          <button type="button" className="btn btn--secondary" onClick={() => void form.handleSubmit(onValid)()}>
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

/** Options of a select, narrowed to its parent's pick when the options name their parent. */
function dependentOptions(field: FormField, selects: SelectState): FieldOption[] {
  if (field.type !== 'select' && field.type !== 'radio') return [];
  const parent = DEPENDENT[field.name];
  if (!parent || !field.options.some((o) => o.parent !== undefined)) return field.options;
  const picked = selectValue(selects, parent);
  return field.options.filter((o) => o.parent === undefined || o.parent === picked);
}
