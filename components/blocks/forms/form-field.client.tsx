'use client';

import { Fragment, type ReactElement, type ReactNode } from 'react';
import { Controller, type ControllerRenderProps, type FieldError, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { AGE_OPTIONS, AUTHORISATION_FIELD, MINOR } from '@/lib/forms/consent-fields';
import { FILE_HINT, FILE_TYPES, slotText, timeValue, type Attachment, type FormField, type FormValues } from '@/lib/forms/fields';
import type { OptionGroup } from '@/lib/forms/selects';
import { controlId } from '@/lib/forms/without-scripts';
import { ChannelChips, NoticeText, type ShownNotice } from './consent-controls';
import { keepingChoice } from './kept-answers';
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
const NUMERIC = new Set(['documentNumber', 'academicRecordId', 'guardianDocument']);

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

type Controlled = ControllerRenderProps<FormValues>;
/** What a Controller-driven control spreads first: its id, and the ref, name and blur handler react-hook-form tracks it by. */
type Bind = Pick<Controlled, 'ref' | 'name' | 'onBlur'> & { id: string };

type Choice = { value: string; label: string };

const optionsOf = (choices: readonly Choice[]) =>
  choices.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));

/** A select's options after its empty first choice, which shows the placeholder; groups under their label. */
function Choices({ placeholder, groups }: { placeholder: string; groups: readonly { label?: string; options: readonly Choice[] }[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {groups.map((g, i) =>
        g.label === undefined ? (
          <Fragment key={`list-${i}`}>{optionsOf(g.options)}</Fragment>
        ) : (
          <optgroup key={g.label} label={g.label}>
            {optionsOf(g.options)}
          </optgroup>
        ),
      )}
    </>
  );
}

type FieldProps = {
  field: FormField;
  form: Form;
  /** The form's id prefix: the control's id is controlId(uid, name). */
  uid: string;
  /** Its options as drawn (selects and choice groups). */
  groups: OptionGroup[];
  /**
   * The value the page starts with (its default, the page's preselection, or what a refused
   * submission sent), written into the HTML, so that the form works as plain HTML before
   * react-hook-form takes it over (docs/decisions/0010-forms-without-scripts.md).
   */
  initial: unknown;
  onSelect: (name: string, value: string) => void;
  /** The notice shown beside the authorisation checkbox, where the university has one. */
  notice?: ShownNotice | undefined;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The state a control announces: invalid (its error's id) and required. */
type Aria = { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined; 'aria-required': true | undefined };
type ControlProps = Omit<FieldProps, 'uid'> & { id: string; aria: Aria };

/** The control of a field shown under a label (Field puts the label and the error around it). */
function Control({ field, form, id, aria, groups, initial, onSelect }: ControlProps) {
  const { register } = form;
  // A control whose value is not its text (a time, files), driven by react-hook-form through a Controller.
  const controlled = (render: (bind: Bind, f: Controlled) => ReactElement) => (
    <Controller control={form.control} name={field.name} render={({ field: f }) => render({ id, ref: f.ref, name: f.name, onBlur: f.onBlur }, f)} />
  );
  switch (field.type) {
    case 'time':
      // One select of the call-back slots the university's contact policy allows, by day (`groups`,
      // lib/consent/contact-hours.ts); the value keeps hour/minute, with the slot's date.
      // A slot picked before hydration is adopted from the page once mounted (kept-answers.ts).
      return controlled((bind, f) => {
        const current = slotText(f.value);
        return (
          <select
            {...bind}
            className={styles.input}
            value={current}
            onChange={(e) => f.onChange(timeValue(e.target.value))}
            {...aria}
          >
            <Choices placeholder={field.placeholder ?? 'Elige un horario'} groups={groups} />
          </select>
        );
      });
    case 'file':
      return controlled((bind, f) => (
        <input
          {...bind}
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
      ));
    case 'select':
      return (
        <select
          id={id}
          className={styles.input}
          defaultValue={text(initial)}
          {...register(field.name, { onChange: (e: { target: { value: string } }) => onSelect(field.name, e.target.value) })}
          {...aria}
        >
          <Choices placeholder={field.placeholder ?? 'Selecciona una opción'} groups={groups} />
        </select>
      );
    case 'textarea':
      return (
        <textarea id={id} rows={5} className={`${styles.input} ${styles.area}`} placeholder={field.placeholder} defaultValue={text(initial)} {...register(field.name)} {...aria} />
      );
    case 'text':
    case 'email':
    case 'tel':
      return (
        <input
          id={id}
          type={field.type}
          className={styles.input}
          placeholder={field.placeholder}
          autoComplete={AUTOCOMPLETE[field.name]}
          inputMode={field.type === 'tel' ? 'tel' : field.type === 'email' ? 'email' : NUMERIC.has(field.name) ? 'numeric' : undefined}
          defaultValue={text(initial)}
          {...register(field.name)}
          {...aria}
        />
      );
    default:
      // Hidden fields, checkboxes and choice groups: Field renders them with their own label.
      return null;
  }
}

/** One control of a lead form: label, input, and its Spanish error tied by aria-describedby. */
export function Field({ field, form, uid, groups, initial, onSelect, notice }: FieldProps) {
  const { register, formState } = form;
  const id = controlId(uid, field.name);
  const error = errorOf(formState.errors, field.name);
  const errorId = `${id}-error`;
  const aria: Aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined, 'aria-required': field.required || undefined };
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
      return <input type="hidden" defaultValue={text(initial)} {...register(field.name)} />;
    case 'checkbox': {
      // The notice, verbatim: its textContent is the text whose sha256 the receipt keeps.
      const shown = field.name === AUTHORISATION_FIELD ? notice : undefined;
      const noticeId = `${id}-aviso`;
      const described = [shown && noticeId, aria['aria-describedby']].filter(Boolean).join(' ') || undefined;
      return (
        <div className={styles.check}>
          <input id={id} type="checkbox" className={styles.box} defaultChecked={initial === true} {...register(field.name)} {...aria} aria-describedby={described} />
          <label htmlFor={id} className={styles.checkLabel}>
            {label}
          </label>
          {shown ? (
            <NoticeText id={noticeId} notice={shown} linkClass={styles.checkLink} />
          ) : field.link && (
            <a href={field.link} target="_blank" rel="noopener" className={styles.checkLink}>
              Leer la política<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          )}
          {message}
        </div>
      );
    }
    case 'channels':
      return (
        <ChannelChips
          id={id}
          name={field.name}
          legend={label}
          initial={initial}
          register={register}
          error={message ? { id: errorId, node: message } : null}
          legendClass={styles.label}
          groupClass={styles.group}
        />
      );
    case 'radio':
    case 'events':
    case 'agegroup':
      return (
        <fieldset id={id} className={styles.group} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
          <legend className={styles.label}>{label}</legend>
          {(field.type === 'events' ? field.options : field.type === 'agegroup' ? AGE_OPTIONS : groups.flatMap((g) => g.options)).map((o) => (
            <label key={o.value} className={styles.choice}>
              <input
                type="radio"
                value={o.value}
                className={styles.box}
                defaultChecked={initial === o.value}
                // Under 18 reveals the guardian's fields, by CSS alone (form-block.module.css).
                {...(field.type === 'agegroup' && o.value === MINOR ? { 'data-minor': '' } : {})}
                // A choice made before hydration stays (kept-answers.ts).
                {...keepingChoice(register(field.name), form)}
              />
              {o.label}
            </label>
          ))}
          {field.type === 'events' && field.options.length === 0 && <p className={styles.note}>No hay eventos disponibles en este momento.</p>}
          {message}
        </fieldset>
      );
    case 'button':
    case 'captcha':
      return null;
    default:
      return (
        <Labelled id={id} label={label} hint={field.type === 'file' ? FILE_HINT : undefined} message={message}>
          <Control field={field} form={form} id={id} aria={aria} groups={groups} initial={initial} onSelect={onSelect} />
        </Labelled>
      );
  }
}
