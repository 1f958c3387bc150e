/**
 * The privacy notice a form shows beside its authorisation checkbox, as exact text, and the
 * sha256 that a consent receipt records, so that the university can later prove which words the
 * person read (docs/decisions/0012-consent-records.md). Pure: the form renders `text` verbatim
 * (its element's textContent is this string), the server hashes the same string.
 */
import { createHash } from 'node:crypto';
import type { PrivacyNotice } from '@/lib/content/consent-config';

/** How the controller is named in the text: its name and tax id, e.g. "… (NIT 860.512.347-8)". */
export const controllerIdentity = (notice: PrivacyNotice) =>
  `${notice.controller.name} (${notice.controller.taxId.kind} ${notice.controller.taxId.value})`;

/**
 * The short text with its placeholders filled from the controller, in Unicode NFC with runs of
 * white space made one space: what a browser's textContent gives back for it, byte for byte.
 */
export function noticeText(notice: PrivacyNotice): string {
  const values: Record<string, string> = {
    responsable: controllerIdentity(notice),
    direccion: notice.controller.address,
    correo: notice.controller.email,
    telefono: notice.controller.phone,
  };
  const filled = notice.shortText.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  return filled.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Lower-case hex sha256 of the UTF-8 bytes of `text`. */
export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export type ShownNotice = {
  version: string;
  text: string;
  sha256: string;
  policyPath: string;
};

/** What a form shows and what its receipt records: version, exact text, its hash, the full policy's path. */
export function shownNotice(notice: PrivacyNotice): ShownNotice {
  const text = noticeText(notice);
  return { version: notice.version, text, sha256: sha256Hex(text), policyPath: notice.policyPath };
}
