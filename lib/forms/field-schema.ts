/**
 * Form field definitions (content service) → typed fields → one zod schema (rules §5).
 * Pure and isomorphic: the browser validates with it through react-hook-form, the API route
 * parses the same values with it again.
 */
import { z } from 'zod';

// zod 4 probes `new Function` to speed up parsing; the site's CSP forbids eval, so the probe
// would be reported as a violation in every browser that loads a form. Parse without it.
z.config({ jitless: true });

export const REQUIRED_MESSAGE = 'Este campo es obligatorio';
export const CHECKBOX_MESSAGE = 'Debes aceptar para continuar';
export const PATTERN_MESSAGE = 'El formato no es válido';
export const EMAIL_MESSAGE = 'Ingresa un correo electrónico válido';
export const OPTION_MESSAGE = 'Selecciona una opción válida';
export const INVALID_MESSAGE = 'El valor no es válido';

/**
 * Parse options for the form schema: a Spanish message for any issue without one of its own
 * (values only a crafted request can send). Used by the route and by zodResolver alike.
 */
export const PARSE_OPTIONS = { error: () => INVALID_MESSAGE };

/** Longest accepted value per control (rules §5 leaves the bounds open: these are ours). */
export const MAX_LENGTH = { text: 120, email: 254, tel: 20, textarea: 2_000, hidden: 500, choice: 100 } as const;
/**
 * Attachments of a file field: at most 3 files, 3.5 MB in all, so that their base64 (4/3 larger)
 * fits the 5 MB body limit of a web case. This is the one limit: enforced here (browser and
 * server), stated in the field's label (FILE_HINT) and in its error message.
 */
export const MAX_FILES = 3;
export const MAX_FILE_BYTES = 3.5 * 1024 * 1024;
const MEGABYTES = (MAX_FILE_BYTES / (1024 * 1024)).toLocaleString('es-CO', { maximumFractionDigits: 1 });
export const FILE_SIZE_MESSAGE = `Los archivos pueden pesar hasta ${MEGABYTES} MB en total`;
/** Shown with every file field's label: what the schema below enforces. */
export const FILE_HINT = `PDF, JPG o PNG; hasta ${MAX_FILES} archivos y ${MEGABYTES} MB en total`;
export const FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** Dependent selects (rules §4): the child's options name their parent's value. */
export const DEPENDENT: Readonly<Record<string, string>> = { city: 'state', referredCity: 'referredState' };
export const DEPENDENT_MESSAGE = 'Esta opción no corresponde a la elegida arriba';

/** When a visible documentNumber field is present these fields are skipped (rules §5). */
const SKIPPED_WITH_DOCUMENT = new Set(['provinces', 'province', 'tome', 'folio']);

const name = z.string().regex(/^[A-Za-z][\w.-]{0,63}$/);
const label = z.string().max(500).default('');
const option = z.object({
  value: z.string().max(MAX_LENGTH.choice),
  label: z.string().max(300),
  /** For dependent selects (state → city): the value of the parent select this option belongs to. */
  parent: z.string().max(MAX_LENGTH.choice).optional(),
  /** A program option: the program's own offer (content service program data), with its slugs. */
  programType: z.string().max(MAX_LENGTH.choice).optional(),
  modality: z.string().max(MAX_LENGTH.choice).optional(),
  modalityLabel: z.string().max(300).optional(),
  campus: z.string().max(MAX_LENGTH.choice).optional(),
  campusLabel: z.string().max(300).optional(),
  slug: z.string().max(200).optional(),
});
const eventOption = option.extend({
  /** The event's name when the label says more (e.g. its date). */
  title: z.string().max(300).optional(),
  location: z.string().max(300).default(''),
  /** Start and end as epoch seconds or ISO strings. */
  start: z.union([z.number(), z.string().max(40)]).optional(),
  end: z.union([z.number(), z.string().max(40)]).optional(),
});

const common = {
  name,
  label,
  required: z.boolean().default(false),
  placeholder: z.string().max(300).optional(),
  regex: z.array(z.string().max(500)).default([]),
  message: z.string().max(300).optional(),
  hidden: z.boolean().default(false),
  /** Fixed value of a hidden field, imposed on the server whatever the browser sends. */
  value: z.string().max(MAX_LENGTH.hidden).optional(),
  /** Consecutive fields of one group are shown together under this legend. */
  group: z.string().max(100).optional(),
  /** Endpoint types (form kinds) of a survey field (rules §5); absent: an ordinary field. */
  endpoints: z.array(z.string().max(40)).max(10).optional(),
};

const fieldSchema = z.discriminatedUnion('type', [
  z.object({ ...common, type: z.enum(['text', 'email', 'tel', 'textarea', 'hidden']) }),
  z.object({ ...common, type: z.enum(['select', 'radio']), options: z.array(option).max(500).default([]) }),
  z.object({ ...common, type: z.literal('checkbox'), link: z.string().max(500).optional() }),
  z.object({ ...common, type: z.literal('file') }),
  z.object({ ...common, type: z.enum(['button', 'captcha']) }),
  z.object({ ...common, type: z.literal('events'), options: z.array(eventOption).max(200).default([]) }),
  z.object({ ...common, type: z.literal('time') }),
]);

export type FormField = z.infer<typeof fieldSchema>;
export type FieldType = FormField['type'];
export type FieldOption = z.infer<typeof option>;
export type EventOption = z.infer<typeof eventOption>;
export type Attachment = { name: string; type: string; size: number; content: string };
export type TimeValue = { hour: string; minute: string };

/** Parse raw field definitions; unknown types and malformed fields are dropped. */
export function parseFields(raw: readonly unknown[]): FormField[] {
  const seen = new Set<string>();
  return raw.flatMap((item) => {
    const parsed = fieldSchema.safeParse(item);
    if (!parsed.success || seen.has(parsed.data.name)) return [];
    seen.add(parsed.data.name);
    return [parsed.data];
  });
}

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

/** A CMS pattern, `^\d+$` or `/^\d+$/i`; an invalid one is ignored rather than breaking the form. */
export function compilePattern(source: string | undefined): RegExp | null {
  if (!source) return null;
  const literal = /^\/(.+)\/([imsu]*)$/.exec(source);
  try {
    return literal ? new RegExp(literal[1] ?? '', literal[2]) : new RegExp(source);
  } catch {
    return null;
  }
}

const EMAIL_RE = z.regexes.email;
const PHONE_RE = /^\+?[\d\s()-]{7,20}$/;
const TWO_DIGITS = /^\d{1,2}$/;

/** A string control: length checked first, then the pattern on bounded input only. */
function stringControl(f: FormField, max: number, fallback?: { re: RegExp; message: string }) {
  const pattern = compilePattern(f.regex[0]);
  const patternMessage = f.message ?? PATTERN_MESSAGE;
  let s: z.ZodType<string> = z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .max(max, { error: `Máximo ${max} caracteres` });
  if (f.required) s = s.refine((v) => v !== '', { error: REQUIRED_MESSAGE, abort: true });
  if (pattern) {
    s = s.refine((v) => v === '' || pattern.test(v), { error: patternMessage });
  } else if (fallback) {
    s = s.refine((v) => v === '' || fallback.re.test(v), { error: fallback.message });
  }
  return s;
}

function choiceControl(f: FormField, options: readonly FieldOption[]) {
  const allowed = new Set(options.map((o) => o.value));
  return stringControl(f, MAX_LENGTH.choice).refine(
    (v) => v === '' || allowed.size === 0 || allowed.has(v),
    { error: OPTION_MESSAGE },
  );
}

const attachmentSchema = z.object({
  name: z.string().min(1).max(200),
  type: z.enum(FILE_TYPES, { error: 'Tipo de archivo no permitido (PDF, JPG o PNG)' }),
  size: z.number().int().nonnegative().max(MAX_FILE_BYTES, { error: FILE_SIZE_MESSAGE }),
  content: z
    .string()
    .max(Math.ceil((MAX_FILE_BYTES * 4) / 3) + 4)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'Archivo ilegible' }),
});

/** An optional string may be absent: it then counts as empty. */
const optional = (f: FormField, s: z.ZodType<string>): z.ZodType => (f.required ? s : s.default(''));

function controlFor(f: FormField): z.ZodType {
  switch (f.type) {
    case 'text':
      return optional(f, stringControl(f, MAX_LENGTH.text));
    case 'textarea':
      return optional(f, stringControl(f, MAX_LENGTH.textarea));
    case 'hidden':
      return optional(f, stringControl(f, MAX_LENGTH.hidden));
    case 'email':
      return optional(f, stringControl(f, MAX_LENGTH.email).refine((v) => v === '' || EMAIL_RE.test(v), { error: EMAIL_MESSAGE }));
    case 'tel':
      return optional(f, stringControl(f, MAX_LENGTH.tel, { re: PHONE_RE, message: 'Ingresa un número de teléfono válido' }));
    case 'select':
    case 'radio':
    case 'events':
      // An events control is required by being truthy: an event must be picked.
      return optional(f, choiceControl(f, f.options));
    case 'checkbox': {
      const message = f.message ?? CHECKBOX_MESSAGE;
      const box = z.boolean({ error: f.required ? message : REQUIRED_MESSAGE });
      return f.required ? box.refine((v) => v, { error: message }) : box.default(false);
    }
    case 'file':
      // File fields never get a required rule (rules §5).
      return z
        .array(attachmentSchema)
        .max(MAX_FILES, { error: `Máximo ${MAX_FILES} archivos` })
        .refine((files) => files.reduce((sum, a) => sum + a.content.length, 0) <= Math.ceil((MAX_FILE_BYTES * 4) / 3) + 4, {
          error: FILE_SIZE_MESSAGE,
        })
        .default([]);
    case 'time': {
      const part = (max: number, what: string) =>
        z
          .string()
          .max(2, { error: 'Máximo 2 dígitos' })
          .refine((v) => v === '' || (TWO_DIGITS.test(v) && Number(v) <= max), { error: `${what} no válida` });
      const time = z
        .object({ hour: part(23, 'Hora'), minute: part(59, 'Minuto') }, { error: REQUIRED_MESSAGE })
        .refine((t) => !f.required || (t.hour !== '' && t.minute !== ''), { error: REQUIRED_MESSAGE })
        .refine((t) => (t.hour === '') === (t.minute === ''), { error: 'Indica hora y minuto' });
      return f.required ? time : time.default({ hour: '', minute: '' });
    }
    case 'button':
    case 'captcha':
      return z.unknown();
  }
}

export type FormShape = Record<string, z.ZodType>;
export type FormValues = Record<string, unknown>;

/**
 * One zod object schema for the form (rules §5); keys not in the form are stripped. Dependent
 * selects are checked against their parent: a city must belong to the chosen state (D8), on the
 * server as in the browser.
 */
export function buildFormSchema(fields: readonly FormField[]) {
  const active = activeFields(fields);
  const shape: FormShape = {};
  for (const f of active) shape[f.name] = controlFor(f);
  const pairs = active.flatMap((child) => {
    const parent = DEPENDENT[child.name];
    return parent && child.type === 'select' && active.some((f) => f.name === parent) ? [{ child, parent }] : [];
  });
  return z.object(shape).superRefine((values, ctx) => {
    for (const { child, parent } of pairs) {
      const picked = values[child.name];
      const option = child.type === 'select' ? child.options.find((o) => o.value === picked) : undefined;
      if (option?.parent !== undefined && option.parent !== values[parent]) {
        ctx.addIssue({ code: 'custom', path: [child.name], message: DEPENDENT_MESSAGE });
      }
    }
  });
}
export type FormSchema = ReturnType<typeof buildFormSchema>;

/**
 * Choices of a time control (a call-back time): every half hour of office hours, 07:00–19:30,
 * one select instead of two bare number boxes; the value keeps the hour/minute shape of rules §5.
 */
export function timeSlots(fromHour = 7, toHour = 20, stepMinutes = 30): { value: string; label: string }[] {
  const slots: { value: string; label: string }[] = [];
  for (let m = fromHour * 60; m < toHour * 60; m += stepMinutes) {
    const hour = Math.floor(m / 60);
    const minute = String(m % 60).padStart(2, '0');
    const label = `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'a. m.' : 'p. m.'}`;
    slots.push({ value: `${String(hour).padStart(2, '0')}:${minute}`, label });
  }
  return slots;
}

/** Empty starting values for react-hook-form, one per active field. */
export function defaultValues(fields: readonly FormField[]): FormValues {
  const values: FormValues = {};
  for (const f of activeFields(fields)) {
    if (f.type === 'checkbox') values[f.name] = false;
    else if (f.type === 'file') values[f.name] = [];
    else if (f.type === 'time') values[f.name] = { hour: '', minute: '' };
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

/** Per-field messages from a failed parse: the first message of each top-level field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in out)) out[key] = issue.message;
  }
  return out;
}
