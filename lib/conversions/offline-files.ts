/**
 * The platforms' own upload files of the leads that carry their click id (docs/decisions/0020-click-ids.md):
 * Google Ads' click-conversion import (Google Click ID, or GBRAID/WBRAID for iOS clicks, with the
 * enhanced-conversions-for-leads columns: the e-mail and phone hashed by Google's rules),
 * Microsoft Advertising's offline conversions (msclkid), and Meta's offline event set (fbc, with
 * the e-mail and phone hashed by Meta's rules). Only leads sent after "Aceptar": a lead without
 * consent to measurement is never in a file. Times in the university's time zone.
 */
import type { AttributedLead } from '@/lib/leads/attribution-rows';
import { fbcOf } from '@/lib/tracking/click-ids';
import { googleHashes, metaHashes, type Country } from './hashing';

export type Platform = 'google' | 'microsoft' | 'meta';
export const PLATFORMS: readonly Platform[] = ['google', 'microsoft', 'meta'];
export const PLATFORM_NAMES: Record<Platform, string> = { google: 'Google Ads', microsoft: 'Microsoft Advertising', meta: 'Meta' };

/** The conversion action each platform's account counts these uploads under. */
export const OFFLINE_CONVERSION_NAME = 'Lead sitio web';

export type FileContext = { timeZone: string; currency: string; country: Country; value: number };

/** The click id a platform matches the lead by ('' when the lead has none of its). */
export function platformClick(lead: AttributedLead, platform: Platform): string {
  const ids = lead.clickIds;
  if (platform === 'google') return ids.gclid ?? ids.gbraid ?? ids.wbraid ?? '';
  if (platform === 'microsoft') return ids.msclkid ?? '';
  return ids.fbc ?? (ids.fbclid ? fbcOf(ids.fbclid, lead.createdAt) : '');
}

/** The consented leads a platform's file lists: sent after "Aceptar", with its click id. */
export const exportable = (leads: readonly AttributedLead[], platform: Platform) => leads.filter((l) => l.measurement === 'accepted' && platformClick(l, platform) !== '');

const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The e-mail and phone a payload of any kind carries (rules §3); '' once retention emptied it. */
export function payloadContact(payload: Record<string, unknown>): { email: string; phone: string } {
  const person = Object.keys(record(payload.contact)).length ? record(payload.contact) : record(payload.potential);
  const mobile = Array.isArray(payload.mobile) ? payload.mobile[0] : undefined;
  return { email: str(person.email) || str(payload.email), phone: str(person.mobilePhone) || str(mobile) };
}

/** `yyyy-MM-dd HH:mm:ss` on the wall clock of `timeZone`. */
export function localTime(at: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The zone's offset from UTC at `at`, as `-0500`. */
export function utcOffset(at: number, timeZone: string): string {
  const wall = Date.parse(`${localTime(at, timeZone).replace(' ', 'T')}Z`);
  const minutes = Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000);
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** A CSV cell: quoted when needed; a leading = + - @ is never left to run as a formula. */
const cell = (v: string | number) => {
  const text = String(v);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const csv = (lines: readonly (readonly (string | number)[])[]) => lines.map((l) => l.map(cell).join(',')).join('\r\n') + '\r\n';

export const GOOGLE_COLUMNS = ['Google Click ID', 'GBRAID', 'WBRAID', 'Conversion Name', 'Conversion Time', 'Conversion Value', 'Conversion Currency', 'Email', 'Phone Number'] as const;
export const MICROSOFT_COLUMNS = ['Microsoft Click ID', 'Conversion Name', 'Conversion Time', 'Conversion Value', 'Conversion Currency Code'] as const;
export const META_COLUMNS = ['event_id', 'event_name', 'event_time', 'action_source', 'fbc', 'email', 'phone', 'value', 'currency'] as const;

/** One platform's file: its parameters line where it has one, its header, one row per consented lead. */
export async function offlineFile(platform: Platform, leads: readonly AttributedLead[], ctx: FileContext, now: number): Promise<string> {
  const rows = exportable(leads, platform);
  if (platform === 'microsoft') {
    const lines = rows.map((l) => [l.clickIds.msclkid ?? '', OFFLINE_CONVERSION_NAME, localTime(l.createdAt, ctx.timeZone), ctx.value, ctx.currency]);
    return `Parameters:TimeZone=${utcOffset(now, ctx.timeZone)}\r\n${csv([MICROSOFT_COLUMNS, ...lines])}`;
  }
  if (platform === 'google') {
    const lines = await Promise.all(
      rows.map(async (l) => {
        const { email, phone } = payloadContact(l.payload);
        const hashed = await googleHashes(email, phone, ctx.country);
        // One click id per row: gclid first, else the iOS ids (Google matches by whichever is given).
        const [gclid, gbraid, wbraid] = l.clickIds.gclid ? [l.clickIds.gclid, '', ''] : l.clickIds.gbraid ? ['', l.clickIds.gbraid, ''] : ['', '', l.clickIds.wbraid ?? ''];
        return [gclid, gbraid, wbraid, OFFLINE_CONVERSION_NAME, localTime(l.createdAt, ctx.timeZone), ctx.value, ctx.currency, hashed.email, hashed.phone];
      }),
    );
    return `Parameters:TimeZone=${ctx.timeZone}\r\n${csv([GOOGLE_COLUMNS, ...lines])}`;
  }
  const lines = await Promise.all(
    rows.map(async (l) => {
      const { email, phone } = payloadContact(l.payload);
      const hashed = await metaHashes(email, phone, ctx.country);
      return [l.id, 'Lead', Math.floor(l.createdAt / 1000), 'website', platformClick(l, 'meta'), hashed.email, hashed.phone, ctx.value, ctx.currency];
    }),
  );
  return csv([META_COLUMNS, ...lines]);
}
