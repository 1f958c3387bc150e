/**
 * The consent a lead form asks besides its content's fields (docs/decisions/0012-consent-records.md):
 * the contact channels the visitor authorises (Ley 2300 de 2023: only those), and, behind an age
 * field the content sends, the guardian of a minor (Ley 1581 de 2012, art. 7). Added to the form's
 * definition once, so that the page draws them and the server validates them from the same list.
 * Zod-free and pure: it ships with the form island.
 */
import type { ContactChannel } from '@/lib/consent/receipt';
import type { FormField } from './field-schema';

/** The data-processing authorisation every form ends with; the notice stands beside it. */
export const AUTHORISATION_FIELD = 'habeasData';
export const CHANNELS_FIELD = 'channels';
/** The kinds that lead to a contact: they ask which channels the university may use. */
const CHANNEL_KINDS: ReadonlySet<string> = new Set(['lead', 'potential', 'landing']);

/** One chip per channel, in the order of CONTACT_CHANNELS (lib/consent/receipt.ts). */
export const CHANNEL_CHIPS: readonly { value: ContactChannel; label: string }[] = [
  { value: 'phone', label: 'Llamada' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'sms', label: 'SMS' },
  { value: 'email', label: 'Correo' },
];
export const CHANNELS_MESSAGE = 'Elige al menos un medio por el que podamos contactarte';

/** The age field's answers: under 18 asks for a guardian. */
export const MINOR = 'menor';
export const AGE_OPTIONS = [
  { value: 'adulto', label: '18 años o más' },
  { value: MINOR, label: 'Menos de 18 años' },
] as const;

/** The guardian's fields, shown (by CSS alone) and required only when the visitor is under 18. */
export const GUARDIAN = { name: 'guardianName', documentNumber: 'guardianDocument', email: 'guardianEmail', consent: 'guardianConsent' } as const;
export const GUARDIAN_GROUP = 'Datos de tu madre, padre o acudiente';
const GUARDIAN_NAMES: ReadonlySet<string> = new Set(Object.values(GUARDIAN));
export const isGuardianField = (f: Pick<FormField, 'name' | 'group'>) => GUARDIAN_NAMES.has(f.name) && f.group === GUARDIAN_GROUP;
export const GUARDIAN_CONSENT_MESSAGE = 'Tu madre, padre o acudiente debe autorizar el tratamiento de tus datos';

const base = { required: false, regex: [] as string[], hidden: false, group: GUARDIAN_GROUP };
const guardianFields: FormField[] = [
  { ...base, name: GUARDIAN.name, type: 'text', label: 'Nombre completo del acudiente' },
  { ...base, name: GUARDIAN.documentNumber, type: 'text', label: 'Documento del acudiente', regex: ['^[0-9A-Za-z-]{4,20}$'], message: 'Escribe el número de documento sin puntos ni espacios.' },
  { ...base, name: GUARDIAN.email, type: 'email', label: 'Correo del acudiente' },
  {
    ...base,
    name: GUARDIAN.consent,
    type: 'checkbox',
    label: 'Como madre, padre o acudiente, autorizo el tratamiento de los datos del menor según el aviso de privacidad',
  },
];

const channelsField: FormField = {
  name: CHANNELS_FIELD,
  type: 'channels',
  label: '¿Por dónde podemos contactarte?',
  required: true,
  regex: [],
  hidden: false,
  message: CHANNELS_MESSAGE,
};

/**
 * The form's fields with its consent controls: the guardian's fields right after an age field,
 * and, for a kind that leads to a contact, the channel control before the authorisation checkbox
 * (unless the content already places one).
 */
export function withConsentFields(fields: readonly FormField[], kind: string): FormField[] {
  const out = fields.flatMap((f) => (f.type === 'agegroup' ? [f, ...guardianFields.filter((g) => !fields.some((x) => x.name === g.name))] : [f]));
  if (!CHANNEL_KINDS.has(kind) || out.some((f) => f.type === 'channels')) return out;
  const at = out.findIndex((f) => f.name === AUTHORISATION_FIELD);
  const index = at >= 0 ? at : out.findIndex((f) => f.type === 'button');
  out.splice(index >= 0 ? index : out.length, 0, channelsField);
  return out;
}

/** A `preferredContactMethod` answer as a channel, when it names one (spoken or coded). */
export function channelOf(answer: string): ContactChannel | null {
  const a = answer
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (/whats/.test(a)) return 'whatsapp';
  if (/sms|mensaje de texto/.test(a)) return 'sms';
  if (/mail|correo/.test(a)) return 'email';
  if (/llamad|telefon|phone|call|celular/.test(a)) return 'phone';
  return null;
}
export const PREFERRED_MESSAGE = 'Autoriza también este medio en «¿Por dónde podemos contactarte?»';
