/**
 * The browser's share of a lead's conversion (docs/decisions/0020-click-ids.md): after "Aceptar",
 * GA4's `generate_lead` carries the lead's id as `event_id` (the id Meta's Conversions API gets
 * from the server, so the tag and the server report one conversion) and `user_data` with the
 * e-mail and phone hashed as Google's enhanced conversions ask. The hashing module is loaded only
 * here, when a lead has been sent: nothing of it is in a page's first load. Before a choice or
 * after "Rechazar": neither.
 */
import { readCookie } from '@/lib/browser/storage';
import { COOKIE_CHOICE_COOKIE, readCookieChoice } from '@/lib/cookie-choice/choice-cookie.mjs';

export type SentContact = { leadId: string; email: string; phone: string; country: 'co' | 'pa' | 'cr' };
export type EnhancedLead = { event_id: string; user_data?: { sha256_email_address?: string; sha256_phone_number?: string } };

/** The fields `generate_lead` gains for this lead, or null when the visitor has not chosen "Aceptar". */
export async function enhancedLead(sent: SentContact | null, cookies: string = document.cookie): Promise<EnhancedLead | null> {
  if (!sent || readCookieChoice(readCookie(COOKIE_CHOICE_COOKIE, cookies)) !== 'accepted') return null;
  const { googleHashes } = await import('@/lib/conversions/hashing');
  const { email, phone } = await googleHashes(sent.email, sent.phone, sent.country);
  const userData = { ...(email ? { sha256_email_address: email } : {}), ...(phone ? { sha256_phone_number: phone } : {}) };
  return { event_id: sent.leadId, ...(Object.keys(userData).length ? { user_data: userData } : {}) };
}
