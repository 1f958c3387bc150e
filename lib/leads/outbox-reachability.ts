import { logger } from '@/lib/log';
import { within } from '@/server/within.mjs';

export type Reachability = {
  /** The last check's answer: whether a lead could be stored. */
  reachable(): boolean;
  stop(): void;
};

/**
 * Whether the lead outbox can be reached, for the readiness probe (server/site-runtime.mjs):
 * `check` runs in the background every `everyMs`, never per probe, so that a probe costs
 * nothing and a burst of probes never reaches the database; a check that has not answered within
 * `timeoutMs` counts as unreachable. The first check is done when this resolves. A change either
 * way is logged once.
 */
export async function watchOutbox(check: () => Promise<void>, { everyMs = 5_000, timeoutMs = 2_000 } = {}): Promise<Reachability> {
  let reachable = true;
  let checking = false;

  const once = async () => {
    if (checking) return;
    checking = true;
    try {
      if (!(await within(check(), timeoutMs))) throw new Error(`no answer in ${timeoutMs} ms`);
      if (!reachable) logger.info('outbox.reachable');
      reachable = true;
    } catch (error) {
      if (reachable) logger.warn('outbox.unreachable', { reason: String(error).slice(0, 200) });
      reachable = false;
    } finally {
      checking = false;
    }
  };

  await once();
  const interval = setInterval(() => void once(), everyMs);
  interval.unref();
  return { reachable: () => reachable, stop: () => clearInterval(interval) };
}
