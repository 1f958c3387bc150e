import { logger } from '@/lib/log';
import type { ConversionSender } from '@/lib/conversions/meta-capi';
import { siteMetrics } from '@/server/metrics.mjs';
import type { ConversionEntry } from './attribution-rows';
import { nextRetryDelay, type RetryPolicy } from './retry-schedule';
import type { OutboxStore } from './store';

/**
 * The second delivery of the outbox (docs/decisions/0020-click-ids.md): a lead's conversion event
 * to an ad platform, beside its CRM delivery and never in its way. The same pattern: claimed with
 * a lease (so one sweeper sends it), one attempt, its outcome written; retried on the CRM's
 * schedule within its window, then parked. Sent at most once per success: a delivered conversion
 * is never claimed again, and the platform deduplicates a repeat by its `event_id`.
 */
export type ConversionDeps = {
  store: OutboxStore;
  sender: ConversionSender;
  clock: () => number;
  random: () => number;
  retry: RetryPolicy;
  leaseMs?: number;
  /** Asks for a sweep when a retry falls due. */
  wake: (inMs: number) => void;
};

async function attempt(entry: ConversionEntry, deps: ConversionDeps) {
  const attempts = entry.attempts + 1;
  const metrics = siteMetrics();
  const { platform } = deps.sender;
  try {
    const { outcome, status } = await deps.sender.send(entry.leadId, entry.event);
    const log = { id: entry.leadId, platform, attempts, status };
    if (outcome !== 'retry' && status !== null) {
      await deps.store.markConversion(entry.leadId, outcome, attempts, null, status);
      metrics.conversions.inc({ platform, outcome });
      if (outcome === 'delivered') logger.info('conversion.delivered', log);
      else logger.error('conversion.rejected', log);
      return;
    }
    const now = deps.clock();
    const waitMs = nextRetryDelay(attempts, now - entry.createdAt, deps.retry, deps.random);
    if (waitMs === null) {
      await deps.store.markConversion(entry.leadId, 'exhausted', attempts, null, status);
      metrics.conversions.inc({ platform, outcome: 'exhausted' });
      logger.error('conversion.exhausted', log);
      return;
    }
    await deps.store.markConversion(entry.leadId, 'pending', attempts, now + waitMs, status);
    metrics.conversions.inc({ platform, outcome: 'retry' });
    logger.warn('conversion.retry', { ...log, waitMs });
    deps.wake(waitMs);
  } catch (error) {
    // The store failed while recording the outcome: the lease lapses and a sweep retries.
    metrics.conversions.inc({ platform, outcome: 'error' });
    logger.error('conversion.dispatch_failed', { id: entry.leadId, reason: String(error).slice(0, 200) });
  }
}

/** The conversions of one lead now (after its acceptance), or every one due (a sweep). */
export function conversionRunner(deps: ConversionDeps) {
  const claim = { leaseMs: deps.leaseMs };
  return {
    async deliverNow(leadId: string) {
      const [entry] = await deps.store.claimConversions(deps.clock(), 1, { ...claim, id: leadId });
      if (entry) await attempt(entry, deps);
    },
    async sweep(batch: number) {
      for (;;) {
        const due = await deps.store.claimConversions(deps.clock(), batch, claim);
        for (let i = 0; i < due.length; i += 4) await Promise.all(due.slice(i, i + 4).map((e) => attempt(e, deps)));
        if (due.length < batch) break;
      }
    },
  };
}
