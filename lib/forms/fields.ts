/**
 * What the browser needs of a form's fields without zod (rules §5): the limits and messages, the
 * fields that get a control, their starting values. lib/forms/field-schema.ts adds the zod
 * schemas (re-exporting all of this), loaded in the browser only when a form first validates.
 */
import { formatNumber } from '@/lib/locale/number';
import type { FormField } from './field-schema';

export type { FieldOption, FieldType, FormField } from './field-schema';

export const REQUIRED_MESSAGE = 'Este campo es obligatorio';
export const CHECKBOX_MESSAGE = 'Debes aceptar para continuar';
export const PATTERN_MESSAGE = 'El formato no es válido';
export const EMAIL_MESSAGE = 'Ingresa un correo electrónico válido';
export const OPTION_MESSAGE = 'Selecciona una opción válida';
export const INVALID_MESSAGE = 'El valor no es válido';

/** Longest accepted value per control (rules §5 leaves the bounds open: these are ours). */
export const MAX_LENGTH = { text: 120, email: 254, tel: 20, textarea: 2_000, hidden: 500, choice: 100 } as const;
/**
 * Attachments of a file field: at most 3 files, 3.5 MB in all, so that their base64 (4/3 larger)
 * fits the 5 MB body limit of a web case. This is the one limit: enforced here (browser and
 * server), stated in the field's label (FILE_HINT) and in its error message.
 */
export const MAX_FILES = 3;
export const MAX_FILE_BYTES = 3.5 * 1024 * 1024;
const MEGABYTES = formatNumber(MAX_FILE_BYTES / (1024 * 1024), 1);
export const FILE_SIZE_MESSAGE = `Los archivos pueden pesar hasta ${MEGABYTES} MB en total`;
/** Shown with every file field's label: what the schema below enforces. */
export const FILE_HINT = `PDF, JPG o PNG; hasta ${MAX_FILES} archivos y ${MEGABYTES} MB en total`;
export const FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** Dependent selects (rules §4): the child's options name their parent's value. */
export const DEPENDENT: Readonly<Record<string, string>> = { city: 'state', referredCity: 'referredState' };
export const DEPENDENT_MESSAGE = 'Esta opción no corresponde a la elegida arriba';

/** When a visible documentNumber field is present these fields are skipped (rules §5). */
const SKIPPED_WITH_DOCUMENT = new Set(['provinces', 'province', 'tome', 'folio']);

export type Attachment = { name: string; type: string; size: number; content: string };
export type TimeValue = { hour: string; minute: string };

/** A time control's text (a call-back slot `YYYY-MM-DDTHH:MM`, a bare `HH:MM`, '' for none) as the form keeps it. */
export function timeValue(text: string): TimeValue & { date: string } {
  const [date = '', clock = ''] = text.includes('T') ? text.split('T') : ['', text];
  const [hour = '', minute = ''] = clock === '' ? [] : clock.split(':');
  return { hour, minute, date };
}

/** What the form keeps of a time control as its text again (`YYYY-MM-DDTHH:MM`, `THH:MM` without a day), '' when not given. */
export function slotText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const { hour, minute, date } = value as { hour?: unknown; minute?: unknown; date?: unknown };
  if (typeof hour !== 'string' || typeof minute !== 'string' || hour === '' || minute === '') return '';
  return `${typeof date === 'string' ? date : ''}T${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;
}

export type FormValues = Record<string, unknown>;

/**
 * Survey fields (rules §5): a field with endpoint types belongs to the form only when it has
 * exactly one and it is the form's kind; other fields are kept as they are.
 */
export function fieldsForKind(fields: readonly FormField[], kind: string): FormField[] {
  return fields.filter((f) => f.endpoints === undefined || (f.endpoints.length === 1 && f.endpoints[0] === kind));
}

/** The survey fields of a form (already narrowed by fieldsForKind): their answers travel as `survey`. */
export const surveyFields = (fields: readonly FormField[]) => fields.filter((f) => f.endpoints !== undefined);

/**
 * The fields that get a control, in content order (rules §5): buttons and the captcha are left
 * out; a hidden documentNumber is skipped, and a visible one skips provinces, province, tome and
 * folio. Any other field flagged `hidden` is skipped too (it is not shown, so it cannot be filled).
 */
export function activeFields(fields: readonly FormField[]): FormField[] {
  const doc = fields.find((f) => f.name === 'documentNumber');
  const skipProvince = doc !== undefined && !doc.hidden;
  return fields.filter((f) => {
    if (f.type === 'button' || f.type === 'captcha') return false;
    if (f.hidden) return false;
    if (skipProvince && SKIPPED_WITH_DOCUMENT.has(f.name)) return false;
    return true;
  });
}

/** Empty starting values for react-hook-form, one per active field. */
export function defaultValues(fields: readonly FormField[]): FormValues {
  const values: FormValues = {};
  for (const f of activeFields(fields)) {
    if (f.type === 'checkbox') values[f.name] = false;
    else if (f.type === 'file') values[f.name] = [];
    else if (f.type === 'time') values[f.name] = { hour: '', minute: '', date: '' };
    else if (f.type === 'channels') values[f.name] = [];
    else values[f.name] = f.value ?? '';
  }
  return values;
}

/** Values of hidden fields fixed by the content: imposed on the server over what was sent. */
export function fixedValues(fields: readonly FormField[]): FormValues {
  const values: FormValues = {};
  for (const f of fields) if (f.value !== undefined && (f.type === 'hidden' || f.hidden)) values[f.name] = f.value;
  return values;
}
