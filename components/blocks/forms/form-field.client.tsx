'use client';

import type { ReactNode } from 'react';
import { Controller, type FieldError, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { FILE_HINT, FILE_TYPES, timeSlots, type Attachment, type FieldOption, type FormField, type FormValues } from '@/lib/forms/field-schema';
import styles from './form-block.module.css';

/** The react-hook-form instance of a lead form. */
export type Form = UseFormReturn<FormValues, unknown, FormValues>;

const AUTOCOMPLETE: Record<string, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  name: 'name',
  email: 'email',
  mobilePhone: 'tel',
  phone: 'tel',
  telephone: 'tel',
  address: 'street-address',
  documentNumber: 'off',
};
const NUMERIC = new Set(['documentNumber', 'academicRecordId']);
const TIME_SLOTS = timeSlots();

function errorOf(errors: FieldErrors<FormValues>, name: string): string | undefined {
  const e = errors[name] as (FieldError & { hour?: FieldError; minute?: FieldError }) | undefined;
  return e?.message ?? e?.hour?.message ?? e?.minute?.message;
}

function readAttachment(file: File): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ name: file.name.slice(0, 200), type: file.type, size: file.size, content: url.slice(url.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}

/** A control under its label, its Spanish error after it. */
function Labelled({ id, label, hint, message, children }: { id: string; label: ReactNode; hint?: string; message: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {hint && <span className={styles.hint}>{hint}</span>}
      </label>
      {children}
      {message}
    </div>
  );
}

type FieldProps = {
  field: FormField;
  form: Form;
  uid: string;
  options: FieldOption[];
  onSelect: (name: string, value: string) => void;
};

/** One control of a lead form: label, input, and its Spanish error tied by aria-describedby. */
export function Field({ field, form, uid, options, onSelect }: FieldProps) {
  const { register, formState } = form;
  const id = `${uid}-${field.name}`;
  const error = errorOf(formState.errors, field.name);
  const errorId = `${id}-error`;
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined, 'aria-required': field.required || undefined };
  const label = (
    <>
      {field.label}
      {field.required && <span aria-hidden="true"> *</span>}
    </>
  );
  const message = error ? (
    <p id={errorId} className={styles.error}>
      {error}
    </p>
  ) : null;

  switch (field.type) {
    case 'hidden':
      return <input type="hidden" {...register(field.name)} />;
    case 'checkbox':
      return (
        <div className={styles.check}>
          <input id={id} type="checkbox" className={styles.box} {...register(field.name)} {...aria} />
          <label htmlFor={id} className={styles.checkLabel}>
            {field.label}
            {field.required && <span aria-hidden="true"> *</span>}
          </label>
          {field.link && (
            <a href={field.link} target="_blank" rel="noopener" className={styles.checkLink}>
              Leer la política<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          )}
          {message}
        </div>
      );
    case 'radio':
    case 'events':
      return (
        <fieldset className={styles.group} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
          <legend className={styles.label}>{label}</legend>
          {(field.type === 'events' ? field.options : options).map((o) => (
            <label key={o.value} className={styles.choice}>
              <input type="radio" value={o.value} className={styles.box} {...register(field.name)} />
              {o.label}
            </label>
          ))}
          {field.type === 'events' && field.options.length === 0 && <p className={styles.note}>No hay eventos disponibles en este momento.</p>}
          {message}
        </fieldset>
      );
    case 'time':
      // One select of office-hour slots (not two bare number boxes); the value keeps hour/minute.
      return (
        <Labelled id={id} label={label} message={message}>
          <Controller
            control={form.control}
            name={field.name}
            render={({ field: f }) => {
              const t = f.value as { hour?: string; minute?: string } | undefined;
              const current = t?.hour && t.minute ? `${t.hour.padStart(2, '0')}:${t.minute.padStart(2, '0')}` : '';
              return (
                <select
                  id={id}
                  ref={f.ref}
                  name={f.name}
                  onBlur={f.onBlur}
                  className={styles.input}
                  value={current}
                  onChange={(e) => {
                    const [hour = '', minute = ''] = e.target.value ? e.target.value.split(':') : [];
                    f.onChange({ hour, minute });
                  }}
                  {...aria}
                >
                  <option value="">{field.placeholder ?? 'Elige una hora'}</option>
                  {TIME_SLOTS.map((slot) => (
                    <option key={slot.value} value={slot.value}>
                      {slot.label}
                    </option>
                  ))}
                </select>
              );
            }}
          />
        </Labelled>
      );
    case 'file':
      return (
        <Labelled id={id} label={label} message={message} hint={FILE_HINT}>
          <Controller
            control={form.control}
            name={field.name}
            render={({ field: f }) => (
              <input
                id={id}
                ref={f.ref}
                name={f.name}
                onBlur={f.onBlur}
                type="file"
                multiple
                accept={FILE_TYPES.join(',')}
                className={styles.file}
                {...aria}
                onChange={async (event) => {
                  const files = Array.from(event.currentTarget.files ?? []);
                  try {
                    f.onChange(await Promise.all(files.map(readAttachment)));
                  } catch {
                    form.setError(field.name, { message: 'No pudimos leer el archivo' });
                  }
                }}
              />
            )}
          />
        </Labelled>
      );
    case 'select':
      return (
        <Labelled id={id} label={label} message={message}>
          <select
            id={id}
            className={styles.input}
            {...register(field.name, { onChange: (e: { target: { value: string } }) => onSelect(field.name, e.target.value) })}
            {...aria}
          >
            <option value="">{field.placeholder ?? 'Selecciona una opción'}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Labelled>
      );
    case 'textarea':
      return (
        <Labelled id={id} label={label} message={message}>
          <textarea id={id} rows={5} className={`${styles.input} ${styles.area}`} placeholder={field.placeholder} {...register(field.name)} {...aria} />
        </Labelled>
      );
    case 'text':
    case 'email':
    case 'tel':
      return (
        <Labelled id={id} label={label} message={message}>
          <input
            id={id}
            type={field.type}
            className={styles.input}
            placeholder={field.placeholder}
            autoComplete={AUTOCOMPLETE[field.name]}
            inputMode={field.type === 'tel' ? 'tel' : field.type === 'email' ? 'email' : NUMERIC.has(field.name) ? 'numeric' : undefined}
            {...register(field.name)}
            {...aria}
          />
        </Labelled>
      );
    case 'button':
    case 'captcha':
      return null;
  }
}
