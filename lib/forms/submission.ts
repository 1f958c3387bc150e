/**
 * One lead submission from the browser, without React: its Idempotency-Key, the post with one
 * later attempt when the server finds it too fast, and the analytics event of a success.
 */
import { readRefusal, type FormRefusal } from './errors';
import { sendResultOf, type SendResult } from './pending';
import { postSubmission } from './pending-sender';
import { MIN_FILL_MS } from './timing';
import type { EnhancedLead } from './lead-measurement';
import type { WhatsappOffer } from '@/lib/contact/whatsapp-lead';

/** The answer's WhatsApp offer, as the server builds it (a wa.me link, its wording, the reference). */
const isWhatsappOffer = (v: unknown): v is WhatsappOffer => {
  const o = (typeof v === 'object' && v !== null ? v : {}) as Record<string, unknown>;
  return typeof o.href === 'string' && o.href.startsWith('https://wa.me/') && typeof o.when === 'string' && typeof o.ref === 'string' && /^[A-Z0-9]{8}$/.test(o.ref);
};

/** The server refuses forms sent too fast; we wait out the rest (and a margin) rather than be refused. */
export const FILL_WAIT_MS = MIN_FILL_MS + 250;
/** A clock ahead of the server's: the same submission is sent once more this much later. */
export const TOO_FAST_RETRY_MS = 3_000;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A v4 UUID, also outside secure contexts (where crypto.randomUUID is missing). */
export function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Post a submission (the same key on every attempt) and read what came back: sent, refused with
 * the server's reason, or to keep and retry (pending.ts).
 */
export async function sendSubmission(
  kind: string,
  key: string,
  body: string,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<{ result: SendResult; refusal: FormRefusal; leadId?: string; whatsapp?: WhatsappOffer }> {
  const send = async (): Promise<[Response | 'network-error', FormRefusal]> => {
    const res = await postSubmission(kind, key, body);
    return [res, readRefusal(res === 'network-error' || res.ok ? null : await res.json().catch(() => null))];
  };
  let [res, refusal] = await send();
  if (refusal.code === 'too_fast') {
    await wait(TOO_FAST_RETRY_MS);
    [res, refusal] = await send();
  }
  const result = sendResultOf(res === 'network-error' ? res : { status: res.status });
  // The lead's id (202 { id }): the event_id of its conversion, in the tag and on the server.
  const answer: unknown = result === 'sent' && res !== 'network-error' ? await res.json().catch(() => null) : null;
  const { id, whatsapp } = (typeof answer === 'object' && answer !== null ? answer : {}) as { id?: unknown; whatsapp?: unknown };
  const leadId = typeof id === 'string' ? id : '';
  const offer = isWhatsappOffer(whatsapp) ? whatsapp : null;
  return { result, refusal, ...(leadId ? { leadId } : {}), ...(offer ? { whatsapp: offer } : {}) };
}

/** What GA4's `generate_lead` says of a lead: the form's kind, the program's CRM code, the university's currency. */
export type LeadEvent = { kind: string; programCode: string; currency: string };

const dataLayer = () => ((window as Window & { dataLayer?: unknown[] }).dataLayer ??= []);

/**
 * The analytics events of a sent form, on the page's data layer: the spec's `form_submit`/`LP`
 * and GA4's recommended `generate_lead`, which tag managers read (docs/decisions/0013-staff-workbench.md).
 * `enhanced` (after "Aceptar" only, lib/forms/lead-measurement.ts): its event_id and hashed user_data
 * travel in `generate_lead`, which then waits for them.
 */
export async function reportFormSubmit(formId: string, lead: LeadEvent, enhanced: Promise<EnhancedLead | null> = Promise.resolve(null)): Promise<void> {
  dataLayer().push({ event: 'form_submit', formDatalayer: 'LP', formId });
  const more = await enhanced.catch(() => null);
  dataLayer().push({ event: 'generate_lead', form_id: formId, form_kind: lead.kind, program_code: lead.programCode, currency: lead.currency, ...more });
}
