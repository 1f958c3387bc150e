/**
 * The parts of the university configuration that personal-data law asks for
 * (docs/decisions/0012-consent-records.md): the privacy notice a form shows beside its
 * authorisation checkbox, and the hours the university may call back. Both are optional in the
 * configuration: a malformed one is dropped and logged (lib/content/config.ts), never a broken page.
 */
import { z } from 'zod';
import { text } from './primitives';

const isoDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);
const items = (max: number) => z.array(text(max).min(1)).min(1).max(30);

/** The placeholders the short text may use, filled from the controller (lib/consent/notice.ts). */
export const NOTICE_PLACEHOLDERS = ['responsable', 'direccion', 'correo', 'telefono'] as const;

const answerTime = z.object({
  days: z.number().int().min(1).max(90),
  businessDays: z.boolean(),
  /** The article that sets it, e.g. "Ley 1581 de 2012, art. 14". */
  basis: text(200).min(1),
});

export const privacyNoticeSchema = z.object({
  /** Changes with every change of the text: a consent receipt records it with the text's sha256. */
  version: z.string().regex(/^[\w.-]{1,40}$/),
  effectiveDate: isoDate,
  /** The laws it answers to, e.g. "Ley 1581 de 2012". */
  laws: items(200),
  controller: z.object({
    name: text(200).min(1),
    taxId: z.object({ kind: text(40).min(1), value: text(60).min(1) }),
    address: text(300).min(1),
    email: z.email().max(200),
    phone: text(50).min(1),
  }),
  /** The database the data goes into (Costa Rica, Ley 8968 art. 5: its existence). */
  database: text(300).min(1),
  purposes: items(300),
  recipients: items(300),
  mandatoryFields: items(100),
  optionalFields: z.array(text(100)).max(30).default([]),
  refusalConsequences: text(600).min(1),
  rights: items(300),
  howToExercise: text(600).min(1),
  /** Where a complaint goes (SIC, ANTAI, PRODHAB). */
  authority: text(200).min(1),
  /** The legal answer times: a query (access), a claim (correction, deletion, revocation…). */
  answerTimes: z.object({ query: answerTime, claim: answerTime }),
  /** The full policy's page on this site. */
  policyPath: z.string().regex(/^\/[\w\-/]*$/).max(200),
  /** What the form shows beside its checkbox; {responsable}, {direccion}, {correo}, {telefono}. */
  shortText: text(1_500)
    .min(40)
    .refine((s) => [...s.matchAll(/\{(\w*)\}/g)].every((m) => (NOTICE_PLACEHOLDERS as readonly string[]).includes(m[1] ?? '')), {
      error: 'marcador desconocido en el texto corto',
    }),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));

export const contactPolicySchema = z.object({
  /** Why these hours, e.g. "Ley 2300 de 2023". */
  basis: text(200).min(1),
  /** When the university may call, in its time zone; a day in no window is never a contact day. */
  windows: z
    .array(
      z
        .object({ days: z.array(z.enum(WEEKDAYS)).min(1).max(7), from: hhmm, to: hhmm })
        .refine((w) => minutesOf(w.from) < minutesOf(w.to), { error: 'la ventana termina antes de empezar' }),
    )
    .min(1)
    .max(14),
  /** Public holidays computed by a maintained calendar ('co': Colombia's, Ley Emiliani included). */
  publicHolidays: z.enum(['co', 'none']),
  /**
   * Further days without contact (national holidays of a country without a calendar here).
   * Required, without a default: a malformed list drops the whole policy rather than reopening those days.
   */
  closedDates: z.array(isoDate).max(200),
  /** The length of one call-back slot. */
  slotMinutes: z.union([z.literal(30), z.literal(60), z.literal(120)]).default(60),
  /** A slot is offered only if it starts at least this long after now. */
  minNoticeMinutes: z.number().int().min(0).max(1_440).default(0),
  /** How many contact days a form offers. */
  offerDays: z.number().int().min(1).max(14).default(5),
});
export type ContactPolicy = z.infer<typeof contactPolicySchema>;
