'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  activeFields,
  buildFormSchema,
  defaultValues,
  PARSE_OPTIONS,
  type FieldOption,
  type FormField,
  type FormValues,
} from '@/lib/forms/field-schema';
import { EMPTY_SELECTS, pickSelect, selectValue, type SelectState } from '@/lib/forms/selects';
import { MIN_FILL_MS } from '@/lib/forms/timing';
import { Field, type Form } from './form-field.client';
import styles from './form-block.module.css';

type Props = {
  formId: string;
  kind: string;
  title: string;
  titleId: string;
  submitLabel: string;
  fields: FormField[];
  pathname: string;
  /** Where success goes; null: the success shows in place (landing pages). */
  thankYouPath: string | null;
};
type Status = { state: 'idle' } | { state: 'sending' } | { state: 'failed'; message: string } | { state: 'done' };

/** The server refuses forms sent too fast; we wait out the rest (and a margin) rather than be refused. */
const FILL_WAIT_MS = MIN_FILL_MS + 250;
const TOO_FAST = 'Envío demasiado rápido';
const NETWORK_MESSAGE = 'No pudimos enviar tu información. Revisa tu conexión e intenta de nuevo.';
const DEPENDENT: Record<string, string> = { city: 'state', referredCity: 'referredState' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A v4 UUID, also outside secure contexts (where crypto.randomUUID is missing). */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}




export function FormBlockClient({ formId, kind, title, titleId, submitLabel, fields, pathname, thankYouPath }: Props) {
  const router = useRouter();
  const uid = useId();
  const visible = useMemo(() => activeFields(fields), [fields]);
  const schema = useMemo(() => buildFormSchema(fields), [fields]);
  const form: Form = useForm<FormValues, unknown, FormValues>({
    resolver: zodResolver(schema, PARSE_OPTIONS),
    defaultValues: defaultValues(fields),
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [selects, setSelects] = useState<SelectState>(EMPTY_SELECTS);
  const startedAt = useRef({ wall: 0, mono: 0 });
  const key = useRef<string | null>(null); // one per submission, kept across retries
  const inflight = useRef(false);
  const reported = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    startedAt.current = { wall: Date.now(), mono: performance.now() };
  }, []);

  useEffect(() => {
    if (status.state === 'failed') alertRef.current?.focus();
  }, [status]);

  const order = useMemo(() => visible.map((f) => f.name), [visible]);
  const onSelect = (name: string, value: string) => {
    setSelects((s) => pickSelect(s, order, { id: name, value, idForm: formId }));
    for (const [child, parent] of Object.entries(DEPENDENT)) {
      if (parent === name && form.getValues(child) !== undefined) form.setValue(child, '', { shouldValidate: false });
    }
  };

  async function send(values: FormValues): Promise<Response> {
    return fetch(`/api/forms/${encodeURIComponent(kind)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key.current ?? '' },
      body: JSON.stringify({ formId, pathname, values, startedAt: startedAt.current.wall, website: honeypot.current?.value ?? '' }),
    });
  }

  async function onValid(values: FormValues) {
    if (inflight.current || status.state === 'done') return; // a double click sends once
    inflight.current = true;
    setStatus({ state: 'sending' });
    try {
      const wait = FILL_WAIT_MS - (performance.now() - startedAt.current.mono);
      if (wait > 0) await sleep(wait);
      key.current ??= uuid();
      let res = await send(values);
      let body = (await res.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
      if (res.status === 400 && body.error === TOO_FAST) {
        await sleep(3_000); // a clock ahead of the server's: the same submission, a little later
        res = await send(values);
        body = (await res.json().catch(() => ({}))) as typeof body;
      }
      if (res.status === 202) {
        setStatus({ state: 'done' });
        if (!reported.current) {
          reported.current = true;
          const w = window as Window & { dataLayer?: unknown[] };
          (w.dataLayer ??= []).push({ event: 'form_submit', formDatalayer: 'LP', formId });
        }
        if (thankYouPath) router.push(thankYouPath);
        return;
      }
      if (res.status === 422 && body.fields) {
        const named = order.filter((n) => body.fields?.[n]);
        named.forEach((n, i) => form.setError(n, { type: 'server', message: body.fields?.[n] }, { shouldFocus: i === 0 }));
        if (named.length) {
          setStatus({ state: 'idle' });
          return;
        }
      }
      setStatus({ state: 'failed', message: body.error ?? NETWORK_MESSAGE });
    } catch {
      setStatus({ state: 'failed', message: NETWORK_MESSAGE });
    } finally {
      inflight.current = false;
    }
  }

  const sending = status.state === 'sending' || status.state === 'done';

  if (status.state === 'done' && !thankYouPath) {
    return (
      <div className={styles.success} role="status" tabIndex={-1} ref={(el) => el?.focus()}>
        <h2 id={titleId} className={styles.title}>
          ¡Gracias! Recibimos tus datos
        </h2>
        <p>Un asesor de admisiones te contactará muy pronto para resolver tus preguntas sobre el programa.</p>
      </div>
    );
  }

  return (
    <form data-form-id={formId} className={styles.form} onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate aria-labelledby={titleId} aria-busy={sending}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.note}>Los campos marcados con * son obligatorios.</p>
      {visible.map((field) => (
        <Field
          key={field.name}
          field={field}
          form={form}
          uid={uid}
          options={dependentOptions(field, selects)}
          onSelect={onSelect}
        />
      ))}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${uid}-website`}>Sitio web</label>
        <input id={`${uid}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" ref={honeypot} defaultValue="" />
      </div>
      {status.state === 'failed' && (
        <div className={styles.failure} role="alert" tabIndex={-1} ref={alertRef}>
          <p>{status.message}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void form.handleSubmit(onValid)()}>
            Reintentar
          </button>
        </div>
      )}
      <button type="submit" className={`btn ${styles.submit}`} disabled={sending}>
        {sending ? 'Enviando…' : submitLabel}
      </button>
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
