import type { ReactNode } from 'react';

/** A labelled control of the workbench's GET forms, with its hint and its Spanish error beside it. */
export function Field(props: { id: string; label: string; error?: string; hint?: ReactNode; className?: string; children: ReactNode }) {
  const { id, label, error, hint, className, children } = props;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <small id={`${id}-hint`} style={{ color: 'var(--color-muted)' }}>
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} style={{ color: 'var(--color-danger)', fontWeight: 600 }}>
          {error}
        </small>
      ) : null}
    </div>
  );
}

/** The `aria-describedby` of a control with an optional hint and error. */
export const describedBy = (id: string, hint: boolean, error?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export function Select(props: { id: string; name: string; value: string; options: readonly { value: string; label: string }[]; empty: string; describedBy?: string; invalid?: boolean }) {
  return (
    <select id={props.id} name={props.name} defaultValue={props.value} aria-describedby={props.describedBy} aria-invalid={props.invalid || undefined}>
      <option value="">{props.empty}</option>
      {props.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
