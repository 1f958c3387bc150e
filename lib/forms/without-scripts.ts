/**
 * What a lead form needs to work as a plain HTML form, before or without its scripts
 * (docs/decisions/0010-forms-without-scripts.md): the fields it adds to its controls, the refusal
 * it is rendered again with, the landing's success anchor. Pure, safe for the browser bundle.
 */
import type { FieldErrors } from 'react-hook-form';
import type { FormErrorCode } from './errors';
import type { FormValues } from './fields';

/** The fields the form adds to its own controls (a content field's name never starts with `_`). */
export const POST_FIELDS = { formId: '_form', pathname: '_path', token: '_token', honeypot: 'website', notice: '_notice' } as const;

/** The id of a form's control, under the form's prefix (the summary of a refusal links to it). */
export const controlId = (idPrefix: string, name: string) => `${idPrefix}-campo-${name}`;

/** Marks the summary of a refused form (the island looks for it: it is rendered on the server). */
export const SUMMARY_ATTRIBUTE = 'data-form-summary';

/** A form the server refused after the browser sent it on its own: what the page shows again. */
export type FormRefusalView = {
  formId: string;
  code: FormErrorCode;
  /** The refusal's Spanish message (lib/forms/errors.ts). */
  message: string;
  /** The Spanish message beside each field that failed, by field name. */
  fields: Record<string, string>;
  /** What the visitor had written, to fill the form again: never a file or a hidden field. */
  values: FormValues;
};

/**
 * The id of a landing's in-place success: a form sent without scripts from a landing is answered
 * with the landing at this fragment (its thank-you path leads back to it, rules §2), where the
 * success message shows through CSS alone (`:target`).
 */
export const sentAnchor = (formId: string) => `${formId}-enviado`;

/** A refusal's field messages as react-hook-form errors; undefined without a refusal. */
export function refusalErrors(refusal: FormRefusalView | undefined): FieldErrors<FormValues> | undefined {
  if (!refusal) return undefined;
  return Object.fromEntries(Object.entries(refusal.fields).map(([name, message]) => [name, { type: 'server', message }]));
}
