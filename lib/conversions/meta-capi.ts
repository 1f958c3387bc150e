import 'server-only';
import { upstreamFetch } from '@/lib/http/upstream';
import { classify, type AttemptResult } from '@/lib/leads/crm';
import { withEventId } from './meta-event';

/**
 * One attempt to send a lead's `Lead` event to Meta's Conversions API: `POST {url}/{pixel}/events`
 * with the event in `data` and the token in the body (never in a URL a log could keep), through
 * the site's upstream door (its deadline, pool and breaker, lib/http/upstream.ts). The outcome is
 * read as the CRM's: 2xx delivered, other 4xx rejected for good, 5xx, 408, 429 or no answer retried.
 */
export type ConversionSender = { platform: 'meta'; send(leadId: string, event: Record<string, unknown>): Promise<AttemptResult> };

export type MetaCapiConfig = { url: string; pixelId: string; token: string; timeoutMs: number; fetch?: typeof fetch };

export function createMetaCapi(config: MetaCapiConfig): ConversionSender {
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => upstreamFetch('conversions', input, init));
  const endpoint = `${config.url.replace(/\/+$/, '')}/${encodeURIComponent(config.pixelId)}/events`;
  return {
    platform: 'meta',
    async send(leadId, event) {
      try {
        const res = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ data: [withEventId(event, leadId)], access_token: config.token }),
          signal: AbortSignal.timeout(config.timeoutMs),
          cache: 'no-store',
        });
        await res.arrayBuffer().catch(() => undefined);
        return { outcome: classify(res.status), status: res.status };
      } catch {
        return { outcome: 'retry', status: null };
      }
    },
  };
}
