/**
 * "Escríbenos por WhatsApp" on the thank-you page of a visitor who authorised WhatsApp
 * (docs/decisions/0020-click-ids.md): the admissions line of the university's configuration, a
 * prefilled Spanish message naming the program and the lead's short reference, and what the
 * contact policy says of the answer's time. Pure: the form's answer, the page and the tests share it.
 */
import type { ContactPolicy } from '@/lib/content/consent-config';
import { slotsOn } from '@/lib/consent/contact-hours';
import { addDays, localDay } from '@/lib/consent/zoned-time';
import { whatsappHref } from './links';

/** The cookie the form's answer sets for the thank-you page: the reference and the program, for half an hour. */
export const WHATSAPP_COOKIE = 'lead_whatsapp';
export const WHATSAPP_MAX_AGE_S = 30 * 60;

export type WhatsappLead = { ref: string; program: string };

/**
 * A lead's short reference: the first eight characters of its Idempotency-Key, which the CRM
 * receives with every delivery and the outbox keeps (its `lead_ref`): an adviser finds the lead
 * from it, nothing personal is in it.
 */
export const leadReference = (idempotencyKey: string) => idempotencyKey.replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toUpperCase();

const REF = /^[A-Z0-9]{8}$/;
const PROGRAM_MAX = 120;

export const whatsappCookieValue = ({ ref, program }: WhatsappLead) => `${ref}~${program.slice(0, PROGRAM_MAX)}`;

/** The cookie read back (as the cookie reader decoded it), or null when it is not one of ours. */
export function parseWhatsappCookie(value: string | undefined): WhatsappLead | null {
  if (!value) return null;
  const at = value.indexOf('~');
  const [ref, program] = at < 0 ? [value, ''] : [value.slice(0, at), value.slice(at + 1)];
  return REF.test(ref) ? { ref, program: program.replace(/[<>\u0000-\u001f]/g, '').slice(0, PROGRAM_MAX) } : null;
}

const COUNTRY: Record<'co' | 'pa' | 'cr', string> = { co: 'Colombia', pa: 'Panamá', cr: 'Costa Rica' };

/** The prefilled message: the university in its country, the program when there is one, the reference. */
export function whatsappMessage(lead: WhatsappLead, university: { name: string; code: 'co' | 'pa' | 'cr' }): string {
  const about = lead.program ? ` sobre ${lead.program}` : '';
  return `Hola, acabo de dejar mis datos en el sitio de ${university.name} ${COUNTRY[university.code]} y quiero hablar con un asesor${about}. Mi referencia es ${lead.ref}.`;
}

/** The link: `https://wa.me/<number>?text=…`. */
export const whatsappLeadHref = (number: string, lead: WhatsappLead, university: { name: string; code: 'co' | 'pa' | 'cr' }) =>
  whatsappHref(number, whatsappMessage(lead, university));

/**
 * When an adviser answers, in the policy's words: now, inside its hours; otherwise the next day
 * and hour it opens (holidays and closed dates skipped).
 */
export function answerWhen(policy: ContactPolicy, timeZone: string, now: number): { open: boolean; text: string } {
  const today = localDay(now, timeZone);
  // The next 31 days, listed first: Turbopack left the imported addDays unbound in a loop's update clause.
  for (const date of Array.from({ length: 31 }, (_, i) => addDays(today, i))) {
    const slots = slotsOn(policy, timeZone, date).filter((s) => s.endsAt > now);
    const first = slots[0];
    if (!first) continue;
    if (first.startsAt <= now) return { open: true, text: 'Un asesor te responde ahora, dentro de nuestro horario de atención.' };
    const from = first.timeLabel.split(' – ')[0] ?? first.from;
    return { open: false, text: `Estamos fuera del horario de atención: un asesor te responde ${date === today ? 'hoy' : `el ${first.dayLabel}`} desde las ${from}${from.endsWith('.') ? '' : '.'}` };
  }
  return { open: false, text: 'Un asesor te responde en el próximo horario de atención.' };
}

/** What a landing's success in place offers (the form's JSON answer): the link, the answer time and the reference. */
export type WhatsappOffer = { href: string; when: string; ref: string };

export function whatsappOffer(
  lead: WhatsappLead,
  university: { name: string; code: 'co' | 'pa' | 'cr'; whatsapp?: string | undefined; timeZone: string },
  policy: ContactPolicy,
  now: number,
): WhatsappOffer | null {
  if (!university.whatsapp) return null;
  return { href: whatsappLeadHref(university.whatsapp, lead, university), when: answerWhen(policy, university.timeZone, now).text, ref: lead.ref };
}
