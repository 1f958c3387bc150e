/**
 * Consent receipts as rows, the same for every store (docs/decisions/0012-consent-records.md):
 * the columns an insert fills and how a row reads back. Stores differ only in their SQL dialect.
 */
import { consentReceiptSchema, type ConsentReceipt, type ConsentReceiptInput, type ContactChannel } from '@/lib/consent/receipt';
import { DEMO_PERSONAL_HASH_SECRET, payloadEmail, personalHash } from '@/lib/consent/personal-hash';

/** Options every store takes besides its connection. */
export type StoreOptions = {
  clock?: () => number;
  /** Key of the keyed hashes kept after retention (PERSONAL_HASH_SECRET); the demo key by default. */
  personalHashSecret?: string;
};

/** The keyed hash of values for this store's key. */
export const hasherFor = (options: StoreOptions) => {
  const secret = options.personalHashSecret ?? DEMO_PERSONAL_HASH_SECRET;
  return (value: string) => personalHash(secret, value);
};

/** The keyed hash of a payload's e-mail ('' when it has none). */
export const emailHashOf = (hash: (value: string) => string, payload: Record<string, unknown>) => hash(payloadEmail(payload));

export const RECEIPT_COLUMNS = [
  'lead_id',
  'notice_version',
  'notice_sha256',
  'channels',
  'recorded_at',
  'page_path',
  'form_id',
  'email_hash',
  'guardian_name',
  'guardian_document',
  'guardian_email',
  'guardian_email_hash',
  'guardian_document_hash',
] as const;

/** The values of RECEIPT_COLUMNS for a lead's receipt; throws on a malformed receipt, before any write. */
export function receiptValues(leadId: string, input: ConsentReceiptInput, recordedAt: number, emailHash: string, hash: (value: string) => string) {
  const r = consentReceiptSchema.parse(input);
  const g = r.guardian;
  return [
    leadId,
    r.noticeVersion,
    r.noticeSha256,
    JSON.stringify(r.channels),
    recordedAt,
    r.pagePath,
    r.formId,
    emailHash,
    g?.name ?? null,
    g?.documentNumber ?? null,
    g?.email ?? null,
    g ? hash(g.email) : '',
    g ? hash(g.documentNumber) : '',
  ];
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A stored row (SQLite or PostgreSQL) as a receipt. */
export function toReceipt(row: Record<string, unknown>): ConsentReceipt {
  const channels = typeof row.channels === 'string' ? (JSON.parse(row.channels) as ContactChannel[]) : (row.channels as ContactChannel[]);
  const name = row.guardian_name;
  return {
    leadId: String(row.lead_id),
    noticeVersion: String(row.notice_version),
    noticeSha256: String(row.notice_sha256),
    channels,
    recordedAt: Number(row.recorded_at),
    pagePath: String(row.page_path),
    formId: String(row.form_id),
    hasGuardian: String(row.guardian_email_hash ?? '') !== '',
    guardian: typeof name === 'string' ? { name, documentNumber: String(row.guardian_document), email: String(row.guardian_email) } : null,
    redactedAt: num(row.redacted_at),
    erasedAt: num(row.erased_at),
  };
}
