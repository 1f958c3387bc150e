/**
 * The consent part of taking a submission (docs/decisions/0012-consent-records.md): the notice
 * the page showed must be the one in force, a call-back slot must be one the contact policy
 * allows, and the receipt the outbox keeps with the lead is built here, from the configured
 * notice (never from words the browser sends), the channels and the guardian of a minor.
 * Pure: lib/leads/take-submission.ts gives it the configuration and the clock.
 */
import type { UniversityConfig } from '@/lib/content';
import type { ContactPolicy } from '@/lib/content/consent-config';
import { checkSlot, offeredSlots } from '@/lib/consent/contact-hours';
import { shownNotice, type ShownNotice } from '@/lib/consent/notice';
import { CONTACT_CHANNELS, type ConsentReceiptInput } from '@/lib/consent/receipt';
import { AUTHORISATION_FIELD, GUARDIAN, MINOR } from '@/lib/forms/consent-fields';
import { activeFields, slotText, type FormField, type FormValues } from '@/lib/forms/fields';

type Config = Pick<UniversityConfig, 'privacyNotice' | 'contactPolicy' | 'timeZone'>;

/**
 * The hours of Ley 2300 de 2023 without a holiday calendar: what a university without a valid
 * contact policy of its own offers, rather than any hour of the day.
 */
export const FALLBACK_CONTACT_POLICY: ContactPolicy = {
  basis: 'Ley 2300 de 2023',
  windows: [
    { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '07:00', to: '19:00' },
    { days: ['sat'], from: '08:00', to: '15:00' },
  ],
  publicHolidays: 'none',
  closedDates: [],
  slotMinutes: 60,
  minNoticeMinutes: 30,
  offerDays: 5,
};
export const contactPolicyOf = (config: Config) => config.contactPolicy ?? FALLBACK_CONTACT_POLICY;

/**
 * The call-back slots a form offers now, grouped by day for its select. `chosen` are the slots a
 * refused submission held: one the policy still accepts stays in the list after it stops being
 * offered (it starts within the notice), so the form shown again keeps the visitor's choice.
 */
export function callbackSlotGroups(config: Config, now: number, chosen: readonly string[] = []): { label: string; options: { value: string; label: string }[] }[] {
  const policy = contactPolicyOf(config);
  const offered = offeredSlots(policy, config.timeZone, now);
  const kept = chosen.flatMap((value) => {
    const check = offered.some((s) => s.value === value) ? null : checkSlot(policy, config.timeZone, value, now);
    return check?.ok ? [check.slot] : [];
  });
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const s of [...kept, ...offered].sort((a, b) => a.startsAt - b.startsAt)) {
    const list = groups.get(s.dayLabel) ?? [];
    list.push({ value: s.value, label: s.timeLabel });
    groups.set(s.dayLabel, list);
  }
  return [...groups].map(([label, options]) => ({ label, options }));
}

/** Whether the form asks for the data-processing authorisation (and so shows the notice). */
export const asksAuthorisation = (fields: readonly FormField[]) => fields.some((f) => f.name === AUTHORISATION_FIELD && f.type === 'checkbox');

/** The notice a form shows: the configured one, when the form asks for the authorisation. */
export const noticeFor = (fields: readonly FormField[], config: Config): ShownNotice | null =>
  config.privacyNotice && asksAuthorisation(fields) ? shownNotice(config.privacyNotice) : null;

/** A notice version the server no longer shows (or none, where it shows one): the page is stale. */
export const isStaleNotice = (fields: readonly FormField[], config: Config, sentVersion: string) => {
  const notice = noticeFor(fields, config);
  return notice !== null && notice.version !== sentVersion;
};

/** The Spanish message beside each time field whose slot the contact policy does not allow at `now`. */
export function slotErrors(fields: readonly FormField[], values: FormValues, config: Config, now: number): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of activeFields(fields)) {
    if (f.type !== 'time') continue;
    const value = slotText(values[f.name]);
    if (!value) continue;
    const check = checkSlot(contactPolicyOf(config), config.timeZone, value, now);
    if (!check.ok) errors[f.name] = check.error;
  }
  return errors;
}

/** The receipt of a valid submission, or null where the form shows no notice. */
export function consentReceipt(fields: readonly FormField[], values: FormValues, where: { formId: string; pagePath: string }, config: Config): ConsentReceiptInput | null {
  const notice = noticeFor(fields, config);
  if (!notice) return null;
  const chosen = fields.filter((f) => f.type === 'channels').flatMap((f) => (Array.isArray(values[f.name]) ? (values[f.name] as string[]) : []));
  const minor = fields.some((f) => f.type === 'agegroup' && values[f.name] === MINOR);
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  return {
    noticeVersion: notice.version,
    noticeSha256: notice.sha256,
    channels: CONTACT_CHANNELS.filter((c) => chosen.includes(c)),
    pagePath: where.pagePath,
    formId: where.formId,
    ...(minor ? { guardian: { name: text(GUARDIAN.name), documentNumber: text(GUARDIAN.documentNumber), email: text(GUARDIAN.email) } } : {}),
  };
}

/**
 * The payload the CRM gets: rules §3's as built, or, where `CRM_CONSENT_RECEIPT=1` says the CRM
 * accepts more, with the receipt as `consentReceipt` and the server's time of the submission.
 */
export function crmPayload(payload: Record<string, unknown>, receipt: ConsentReceiptInput | null, include: boolean, now: number): Record<string, unknown> {
  return receipt && include ? { ...payload, consentReceipt: { ...receipt, recordedAt: new Date(now).toISOString() } } : payload;
}
