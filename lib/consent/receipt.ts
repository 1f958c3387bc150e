/**
 * A consent receipt: what the person agreed to, kept with their lead in the outbox, in the same
 * transaction (docs/decisions/0012-consent-records.md). The server builds it from the notice it
 * showed (lib/consent/notice.ts); the store adds the time.
 */
import { z } from 'zod';

/** The channels a person may authorise the university to contact them by. */
export const CONTACT_CHANNELS = ['phone', 'whatsapp', 'sms', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const CHANNEL_LABELS: Record<ContactChannel, string> = { phone: 'llamada', whatsapp: 'WhatsApp', sms: 'SMS', email: 'correo electrónico' };

export const consentReceiptSchema = z.object({
  noticeVersion: z.string().regex(/^[\w.-]{1,40}$/),
  noticeSha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Kept in the order of CONTACT_CHANNELS, each once. */
  channels: z
    .array(z.enum(CONTACT_CHANNELS))
    .max(CONTACT_CHANNELS.length)
    .transform((list) => CONTACT_CHANNELS.filter((c) => list.includes(c))),
  pagePath: z.string().startsWith('/').max(2_000),
  formId: z.string().min(1).max(200),
  /** The parent or guardian who authorised for a minor. */
  guardian: z
    .object({
      name: z.string().trim().min(1).max(200),
      documentNumber: z.string().trim().min(1).max(40),
      email: z.email().max(200),
    })
    .optional(),
});
export type ConsentReceiptInput = z.input<typeof consentReceiptSchema>;

/** A receipt as stored: the guardian's own data goes at the end of retention or on erasure, the proof stays. */
export type ConsentReceipt = {
  leadId: string;
  noticeVersion: string;
  noticeSha256: string;
  channels: ContactChannel[];
  /** The server's clock when the lead and its receipt were committed (epoch ms). */
  recordedAt: number;
  pagePath: string;
  formId: string;
  /** Whether a guardian authorised, even after their data is gone. */
  hasGuardian: boolean;
  guardian: { name: string; documentNumber: string; email: string } | null;
  /** When retention removed the personal data of the lead and of this receipt. */
  redactedAt: number | null;
  /** When `npm run leads -- erase` removed the person's entries. */
  erasedAt: number | null;
};
