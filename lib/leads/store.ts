/**
 * The lead outbox: every acknowledged submission is stored here first, then delivered to the
 * CRM. Small on purpose, so that a PostgreSQL store can implement it as well as SQLite.
 */
import type { FormKind } from '@/lib/forms/kinds';
import type { ConsentReceipt, ConsentReceiptInput } from '@/lib/consent/receipt';
import type { ClickIds } from '@/lib/tracking/click-ids';
import type { AttributedLead, ConversionEntry, ConversionState, LeadExtras, Measurement } from './attribution-rows';

export type OutboxStatus = 'pending' | 'delivered' | 'rejected' | 'exhausted';

export type OutboxEntry = {
  id: string;
  kind: FormKind;
  payload: Record<string, unknown>;
  /** Sent as `Idempotency-Key` on every attempt: the CRM keeps one record per key. */
  idempotencyKey: string;
  /** What the submission under this key contained (its fingerprint), '' when not given. */
  fingerprint: string;
  status: OutboxStatus;
  /** Delivery attempts made so far. */
  attempts: number;
  /** Epoch ms when the entry is next due (or when its current claim lapses). */
  nextAttemptAt: number;
  /** HTTP status of the last attempt; null for none or a network failure. */
  lastStatus: number | null;
  createdAt: number;
  updatedAt: number;
  /** The visit's click ids and the cookie choice the lead was sent under (docs/decisions/0020-click-ids.md). */
  clickIds: ClickIds;
  measurement: Measurement;
  /** When the CRM took it (epoch ms), null before. */
  deliveredAt: number | null;
  /** Its Conversions API event's delivery, null when it has none. */
  conversion: ConversionState | null;
};

export type CampaignRow = { campaign: string; status: string; count: number };

/** What waits in the outbox: leads still to deliver (and when the oldest arrived) and leads parked. */
export type Backlog = { pending: number; parked: number; oldestPendingAt: number | null };

export interface OutboxStore {
  /**
   * Store a submission durably before returning its id. A key already stored returns the id of
   * the existing entry (the same submission sent twice is one lead) and the fingerprint stored
   * with it, so the caller can tell a repeat (same fingerprint) from a reused key (another one).
   * A consent receipt, when given, is committed with the entry in the same transaction (a repeat
   * keeps the first one); the keyed hash of the payload's e-mail is kept with both
   * (docs/decisions/0012-consent-records.md).
   */
  enqueue(
    kind: FormKind,
    payload: Record<string, unknown>,
    idempotencyKey: string,
    fingerprint: string,
    receipt?: ConsentReceiptInput,
    extras?: LeadExtras,
  ): Promise<{ id: string; fingerprint: string }>;
  /**
   * The idempotency key of the latest entry with this fingerprint created at or after `since`,
   * null when none: the same submission come again under another key (a later render of the page
   * it was sent from, docs/decisions/0010-forms-without-scripts.md). An emptied entry matches none.
   */
  recentKey(fingerprint: string, since: number): Promise<string | null>;
  /** Claim conversions due at `now` (or the one of lead `id`), leased like `claimDue`'s entries. */
  claimConversions(now: number, limit: number, options?: { id?: string; leaseMs?: number }): Promise<ConversionEntry[]>;
  /** A conversion attempt's outcome: its status, attempts, next due time (pending) and last HTTP status. */
  markConversion(leadId: string, status: OutboxStatus, attempts: number, next: number | null, lastStatus: number | null): Promise<void>;
  /** The visitor of the lead with this reference opened WhatsApp (the first time is kept); false: no such lead. */
  whatsappOpened(ref: string): Promise<boolean>;
  /** The leads of a campaign created at or after `since`, oldest first, for the exports and the report. */
  attributedLeads(since: number): Promise<AttributedLead[]>;
  /**
   * Claim pending entries due at `now` (or the one with `id`): each is leased until
   * `now + leaseMs`, so that no other sweeper delivers it meanwhile, and is resumed after the
   * lease if the process dies mid-delivery.
   */
  claimDue(now: number, limit: number, options?: { id?: string; leaseMs?: number }): Promise<OutboxEntry[]>;
  markDelivered(id: string, attempts: number, lastStatus: number): Promise<void>;
  markRetry(id: string, attempts: number, nextAttemptAt: number, lastStatus: number | null): Promise<void>;
  /** Refused for good by the CRM (4xx): kept for inspection until the retention, never retried. */
  markRejected(id: string, attempts: number, lastStatus: number): Promise<void>;
  /** Out of attempts: kept for replay until the retention, never deleted. */
  markExhausted(id: string, attempts: number, lastStatus: number | null): Promise<void>;
  get(id: string): Promise<OutboxEntry | null>;
  /** The consent receipt recorded with a lead, if any. */
  receipt(leadId: string): Promise<ConsentReceipt | null>;
  /**
   * Retention: empty the payload (attachments included) and fingerprint of every settled entry
   * (delivered, rejected or exhausted: no longer being delivered) created before `before`, and
   * clear the guardian's data of its receipt; the receipt, the keyed hash of the e-mail and the
   * delivery record stay. A pending entry keeps everything until it settles. Resolves with how
   * many entries it emptied.
   */
  redactSettled(before: number): Promise<number>;
  list(status?: OutboxStatus): Promise<OutboxEntry[]>;
  /** The backlog, counted over the status index (the metrics read it after each sweep). */
  backlog(): Promise<Backlog>;
  /**
   * Leads created at or after `since` counted by campaign (the JSON of lib/leads/campaign-of.ts)
   * and status: aggregates only, for the report by campaign (docs/decisions/0013-staff-workbench.md).
   */
  campaignRows(since: number): Promise<CampaignRow[]>;
  /** One cheap read of the outbox: resolves while a lead could be stored, rejects otherwise (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The outcomes of a delivery attempt, the same for every store: each is one write of the entry's
 * status, attempts, next due time and last HTTP status (`mark`, implemented by the store).
 */
export abstract class OutboxTransitions {
  protected abstract mark(id: string, status: OutboxStatus, attempts: number, next: number | null, lastStatus: number | null): Promise<void>;

  markDelivered(id: string, attempts: number, lastStatus: number) {
    return this.mark(id, 'delivered', attempts, null, lastStatus);
  }
  markRetry(id: string, attempts: number, nextAttemptAt: number, lastStatus: number | null) {
    return this.mark(id, 'pending', attempts, nextAttemptAt, lastStatus);
  }
  markRejected(id: string, attempts: number, lastStatus: number) {
    return this.mark(id, 'rejected', attempts, null, lastStatus);
  }
  markExhausted(id: string, attempts: number, lastStatus: number | null) {
    return this.mark(id, 'exhausted', attempts, null, lastStatus);
  }
}

/** The backlog from its rows by status (pending and exhausted, each with its count and oldest creation). */
export function backlogOf(rows: { status: string; n: number; oldest: number }[]): Backlog {
  const pending = rows.find((r) => r.status === 'pending');
  return { pending: pending?.n ?? 0, parked: rows.find((r) => r.status === 'exhausted')?.n ?? 0, oldestPendingAt: pending ? pending.oldest : null };
}

/** The default of LEADS_RETAIN_DAYS: a settled lead's personal data is kept this long after it arrived. */
export const DEFAULT_RETAIN_DAYS = 30;

/** A claim lasts long enough for a token call, one attempt and a 401 retry, each timed out. */
export const DEFAULT_LEASE_MS = 120_000;
