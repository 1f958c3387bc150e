import { createHash } from 'node:crypto';
import type { FormKind } from '@/lib/forms/kinds';

/** JSON with object keys sorted at every level: the same data always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a submission is, for its idempotency key: sha256 (hex) of the canonical JSON of
 * `{ kind, formId, pathname, values }`. The same key sent with another fingerprint is another
 * submission reusing the key, refused with 409.
 */
export function submissionFingerprint(submission: { kind: FormKind; formId: string; pathname: string; values: Record<string, unknown> }): string {
  const { kind, formId, pathname, values } = submission;
  return createHash('sha256').update(canonicalJson({ kind, formId, pathname, values })).digest('hex');
}
