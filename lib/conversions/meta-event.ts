/**
 * Meta's Conversions API `Lead` event of a lead sent after "Aceptar" (docs/decisions/0020-click-ids.md):
 * built when the lead is accepted, hashed there, and kept in the outbox with it; the lead's id
 * becomes its `event_id` when it is sent (the browser's `generate_lead` carries the same id, so
 * Meta counts one conversion). Nothing in clear leaves but what Meta asks so: the client's IP and
 * user agent, `fbc` and `fbp`.
 */
import type { ClickIds } from '@/lib/tracking/click-ids';
import { metaHashes, type Country } from './hashing';

export type LeadFacts = {
  email: string;
  phone: string;
  country: Country;
  /** When the lead was accepted (ms). */
  at: number;
  /** The page the form was sent from, on the public origin. */
  sourceUrl: string;
  /** The client's address, when known (not the placeholder of a request without one). */
  ip: string;
  userAgent: string;
  clickIds: ClickIds;
};

const IP = /^[\d.]+$|:/;

/** The event without its `event_id` (the lead's id, given when it is sent). */
export async function metaLeadEvent(facts: LeadFacts): Promise<Record<string, unknown>> {
  const hashed = await metaHashes(facts.email, facts.phone, facts.country);
  const userData: Record<string, unknown> = {};
  if (hashed.email) userData.em = [hashed.email];
  if (hashed.phone) userData.ph = [hashed.phone];
  if (IP.test(facts.ip)) userData.client_ip_address = facts.ip;
  if (facts.userAgent) userData.client_user_agent = facts.userAgent.slice(0, 512);
  if (facts.clickIds.fbc) userData.fbc = facts.clickIds.fbc;
  if (facts.clickIds.fbp) userData.fbp = facts.clickIds.fbp;
  return {
    event_name: 'Lead',
    event_time: Math.floor(facts.at / 1000),
    action_source: 'website',
    event_source_url: facts.sourceUrl,
    user_data: userData,
  };
}

/** The event as sent: the stored one with the lead's id as `event_id`. */
export const withEventId = (event: Record<string, unknown>, leadId: string) => ({ ...event, event_id: leadId });
