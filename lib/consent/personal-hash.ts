/**
 * Keyed hashes of personal values (HMAC-SHA256 with PERSONAL_HASH_SECRET): once a lead's personal
 * data is gone from the outbox, its receipts can still be found by the person's e-mail, and a
 * guardian's document still be checked, without keeping either in clear
 * (docs/decisions/0012-consent-records.md). scripts/leads.mjs computes the same hash.
 */
import { createHmac } from 'node:crypto';

/** The demo key of the embedded setup (lib/config/env.ts requires a real one in production). */
export const DEMO_PERSONAL_HASH_SECRET = 'demo-personal-hash-secret';

/** One spelling per value: Unicode NFKC, trimmed, lower case. */
export const normalizePersonal = (value: string) => value.normalize('NFKC').trim().toLowerCase();

/** Hex HMAC-SHA256 of the normalised value; '' for an empty one. */
export function personalHash(secret: string, value: string): string {
  const normal = normalizePersonal(value);
  return normal === '' ? '' : createHmac('sha256', secret).update(normal, 'utf8').digest('hex');
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The submitter's e-mail in a payload of any kind (rules §3): contact.email, potential.email or email. */
export function payloadEmail(payload: Record<string, unknown>): string {
  const found = [record(payload.contact).email, record(payload.potential).email, payload.email].find((v) => typeof v === 'string' && v.trim() !== '');
  return typeof found === 'string' ? found : '';
}
