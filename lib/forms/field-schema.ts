/**
 * Form field definitions (content service) → typed fields → one zod schema (rules §5).
 * Pure and isomorphic: the browser validates with it through react-hook-form
 * (lib/forms/form-resolver.ts, loaded at the first touch on the page or the first validation),
 * the API route parses the same values with it again. The zod-free half is lib/forms/fields.ts,
 * re-exported here.
 */
import { z } from 'zod';
import { AGE_OPTIONS, channelOf, CHANNEL_CHIPS, GUARDIAN, GUARDIAN_CONSENT_MESSAGE, MINOR, PREFERRED_MESSAGE } from './consent-fields';
import {
  activeFields,
  CHECKBOX_MESSAGE,
  DEPENDENT,
  DEPENDENT_MESSAGE,
  EMAIL_MESSAGE,
  FILE_SIZE_MESSAGE,
  FILE_TYPES,
  INVALID_MESSAGE,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_LENGTH,
  OPTION_MESSAGE,
  PATTERN_MESSAGE,
  REQUIRED_MESSAGE,
} from './fields';

export * from './fields';

// zod 4 probes `new Function` to speed up parsing; the site's CSP forbids eval, so the probe
// would be reported as a violation in every browser that loads a form. Parse without it.
z.config({ jitless: true });

/**
 * Parse options for the form schema: a Spanish message for any issue without one of its own
 * (values only a crafted request can send). Used by the route and by zodResolver alike.
 */
export const PARSE_OPTIONS = { error: () => INVALID_MESSAGE };

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
  // Consent (docs/decisions/0012-consent-records.md): the channels authorised (added by
  // lib/forms/consent-fields.ts to every lead form) and the age group that asks for a guardian.
  z.object({ ...common, type: z.literal('channels') }),
  z.object({ ...common, type: z.literal('agegroup') }),
]);

export type FormField = z.infer<typeof fieldSchema>;
export type FieldType = FormField['type'];
export type FieldOption = z.infer<typeof option>;
export type EventOption = z.infer<typeof eventOption>;
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
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CHANNEL_VALUES = CHANNEL_CHIPS.map((c) => c.value);

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
    case 'channels': {
      // A group of checkboxes: react-hook-form gives the values checked (or false when none was).
      const list = z.preprocess(
        (v) => (v === false || v === undefined || v === null ? [] : typeof v === 'string' ? [v] : v),
        z.array(z.enum(CHANNEL_VALUES, { error: OPTION_MESSAGE })).max(CHANNEL_VALUES.length),
      );
      return f.required ? list.refine((v) => v.length > 0, { error: f.message ?? REQUIRED_MESSAGE }) : list;
    }
    case 'agegroup':
      return optional(f, choiceControl(f, AGE_OPTIONS));
    case 'time': {
      const part = (max: number, what: string) =>
        z
          .string()
          .max(2, { error: 'Máximo 2 dígitos' })
          .refine((v) => v === '' || (TWO_DIGITS.test(v) && Number(v) <= max), { error: `${what} no válida` });
      const time = z
        .object(
          {
            hour: part(23, 'Hora'),
            minute: part(59, 'Minuto'),
            // The call-back slot's day (lib/consent/contact-hours.ts); the server checks the slot.
            date: z.string().max(10).refine((v) => v === '' || CALENDAR_DAY.test(v), { error: 'Fecha no válida' }).default(''),
          },
          { error: REQUIRED_MESSAGE },
        )
        .refine((t) => !f.required || (t.hour !== '' && t.minute !== ''), { error: REQUIRED_MESSAGE })
        .refine((t) => (t.hour === '') === (t.minute === ''), { error: 'Indica hora y minuto' });
      return f.required ? time : time.default({ hour: '', minute: '', date: '' });
    }
    case 'button':
    case 'captcha':
      return z.unknown();
  }
}

export type FormShape = Record<string, z.ZodType>;

/**
 * One zod object schema for the form (rules §5); keys not in the form are stripped. Dependent
 * selects are checked against their parent: a city must belong to the chosen state, on the
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
  const minor = active.some((f) => f.type === 'agegroup');
  const channels = active.find((f) => f.type === 'channels');
  return z.object(shape).superRefine((values, ctx) => {
    for (const { child, parent } of pairs) {
      const picked = values[child.name];
      const option = child.type === 'select' ? child.options.find((o) => o.value === picked) : undefined;
      if (option?.parent !== undefined && option.parent !== values[parent]) {
        ctx.addIssue({ code: 'custom', path: [child.name], message: DEPENDENT_MESSAGE });
      }
    }
    if (minor) refineGuardian(active, values, ctx);
    // The preferred method must be one the visitor authorised (rules §3 keeps its value as sent).
    const preferred = typeof values.preferredContactMethod === 'string' ? channelOf(values.preferredContactMethod) : null;
    if (channels && preferred && !(values[channels.name] as string[]).includes(preferred)) {
      ctx.addIssue({ code: 'custom', path: ['preferredContactMethod'], message: PREFERRED_MESSAGE });
    }
  });
}
/** Under 18 (an age field answered `menor`): the guardian's name, document, e-mail and own authorisation. */
function refineGuardian(active: readonly FormField[], values: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (!active.some((f) => f.type === 'agegroup' && values[f.name] === MINOR)) return;
  for (const name of [GUARDIAN.name, GUARDIAN.documentNumber, GUARDIAN.email]) {
    if (active.some((f) => f.name === name) && values[name] === '') ctx.addIssue({ code: 'custom', path: [name], message: REQUIRED_MESSAGE });
  }
  if (active.some((f) => f.name === GUARDIAN.consent) && values[GUARDIAN.consent] !== true) {
    ctx.addIssue({ code: 'custom', path: [GUARDIAN.consent], message: GUARDIAN_CONSENT_MESSAGE });
  }
}

export type FormSchema = ReturnType<typeof buildFormSchema>;

/** Per-field messages from a failed parse: the first message of each top-level field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in out)) out[key] = issue.message;
  }
  return out;
}
