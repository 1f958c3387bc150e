import 'server-only';
import { env } from '@/lib/config/env';
import { upstream } from '@/lib/http/upstream';
import { leadsRuntime, openedLeadsRuntime } from '@/lib/leads/dispatcher';
import { watchOutbox } from '@/lib/leads/outbox-reachability';
import { logger } from '@/lib/log';
import { sendHits } from '@/lib/redirects/hit-store';
import { sharedRedis } from '@/lib/redis/client';
import { flushVisits } from '@/lib/tracking/visits';
import { closeVitals } from '@/lib/vitals/runtime';
import { closeRedisClients } from '@/server/redis-options.mjs';
import { offerSiteRuntime } from '@/server/site-runtime.mjs';

/** One step of the shutdown, timed and logged; a failed step is logged and the next runs. */
async function step(name: string, run: () => Promise<Record<string, number> | void>) {
  const started = Date.now();
  try {
    const fields = await run();
    logger.info(`shutdown.${name}`, { ...(fields ?? {}), ms: Date.now() - started });
  } catch (error) {
    logger.warn('shutdown.step_failed', { step: name, reason: String(error).slice(0, 200) });
  }
}

/**
 * Offers the adapter what Next's side of the process holds (server/site-runtime.mjs): whether a
 * lead could be stored now (the outbox opened, as a form post opens it, and pinged in the
 * background), and the one shutdown of what this side opened, called by scripts/start-site.mjs
 * once the requests in flight have finished: the lead sweep stops (its deliveries under way
 * finish), queued page views are sent, field vitals written and the redirects' hits sent, then the upstream pools, the outbox and every Redis
 * client close.
 */
export async function offerRuntime() {
  const outbox = await watchOutbox(async () => (await leadsRuntime()).store.ping());
  const close = async () => {
    outbox.stop();
    const leads = await openedLeadsRuntime()?.catch(() => undefined);
    await step('leads_stopped', async () => leads?.dispatcher.stop());
    await step('visits_sent', flushVisits);
    await step('vitals_written', closeVitals);
    await step('redirect_hits_sent', async () => {
      const url = env().REDIS_URL;
      if (url) await sendHits(sharedRedis(url));
    });
    await step('pools_closed', async () => void (await upstream().close()));
    await step('outbox_closed', async () => leads?.store.close());
    await step('redis_closed', async () => ({ clients: await closeRedisClients() }));
  };
  offerSiteRuntime({ outboxReachable: outbox.reachable, close });
}
