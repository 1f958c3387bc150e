/**
 * What a lead keeps for the ad platforms (docs/decisions/0020-click-ids.md), the same for every
 * store: its click ids, the visitor's cookie choice when it was sent (measurement: only
 * "Aceptar" lets a conversion leave), when the CRM took it, and its server-side conversion (Meta's
 * Conversions API event, built and hashed at acceptance, delivered beside the CRM's on the
 * outbox's own pattern). Stores differ only in their SQL dialect.
 */
import { parseClickIds, type ClickIds } from '@/lib/tracking/click-ids';
import type { OutboxStatus } from './store';

/** The cookie choice a lead was sent under: '' before any. */
export type Measurement = 'accepted' | 'rejected' | '';
export const measurementOf = (v: unknown): Measurement => (v === 'accepted' || v === 'rejected' ? v : '');

/** What `enqueue` keeps beside the payload. */
export type LeadExtras = {
  clickIds?: ClickIds;
  measurement?: Measurement;
  /** The Conversions API event to deliver, only for a lead sent after "Aceptar" with Meta configured. */
  conversion?: Record<string, unknown> | null;
  /** The short reference the visitor's WhatsApp message names (lib/contact/whatsapp-lead.ts). */
  leadRef?: string;
};

/** A conversion's delivery, apart from the CRM's: the same statuses. */
export type ConversionState = { status: OutboxStatus; attempts: number; lastStatus: number | null };

/** A claimed conversion: the event as stored, the attempts so far, when its lead arrived. */
export type ConversionEntry = { leadId: string; event: Record<string, unknown>; attempts: number; createdAt: number };

/** A lead of a campaign as the exports and the report read it. */
export type AttributedLead = {
  id: string;
  kind: string;
  createdAt: number;
  deliveredAt: number | null;
  status: OutboxStatus;
  /** JSON of lib/leads/campaign-of.ts. */
  campaign: string;
  clickIds: ClickIds;
  measurement: Measurement;
  /** The CRM payload ({} once retention emptied it). */
  payload: Record<string, unknown>;
  conversion: ConversionState | null;
  /** When the visitor first opened WhatsApp from the thank-you page, null if never. */
  whatsappAt: number | null;
};

/** The extra columns of a new entry, in the stores' insert order. */
export const EXTRA_COLUMNS = ['click_ids', 'measurement', 'capi_event', 'capi_status', 'lead_ref'] as const;
export const extraValues = (extras: LeadExtras, clickIdsColumn: (ids: ClickIds) => string): string[] => [
  clickIdsColumn(extras.clickIds ?? {}),
  extras.measurement ?? '',
  extras.conversion ? JSON.stringify(extras.conversion) : '',
  extras.conversion ? 'pending' : '',
  extras.leadRef ?? '',
];

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const json = (v: unknown): Record<string, unknown> => (typeof v === 'string' ? (JSON.parse(v || '{}') as Record<string, unknown>) : ((v ?? {}) as Record<string, unknown>));

/** The fields of OutboxEntry these columns give. */
export function extrasOf(row: Record<string, unknown>) {
  const capi = typeof row.capi_status === 'string' ? row.capi_status : '';
  return {
    clickIds: parseClickIds(row.click_ids),
    measurement: measurementOf(row.measurement),
    deliveredAt: num(row.delivered_at),
    conversion: capi ? { status: capi as OutboxStatus, attempts: Number(row.capi_attempts ?? 0), lastStatus: num(row.capi_last_status) } : null,
  };
}

export function attributedLeadOf(row: Record<string, unknown>): AttributedLead {
  const extras = extrasOf(row);
  return {
    id: String(row.id),
    kind: String(row.kind),
    createdAt: Number(row.created_at),
    deliveredAt: extras.deliveredAt,
    status: String(row.status) as OutboxStatus,
    campaign: String(row.campaign ?? ''),
    clickIds: extras.clickIds,
    measurement: extras.measurement,
    payload: json(row.payload),
    conversion: extras.conversion,
    whatsappAt: num(row.whatsapp_at),
  };
}

export const conversionEntryOf = (row: Record<string, unknown>): ConversionEntry => ({
  leadId: String(row.id),
  event: json(row.capi_event),
  attempts: Number(row.capi_attempts ?? 0),
  createdAt: Number(row.created_at),
});
