import 'server-only';
import { countVisits } from '@/lib/content';
import { logger } from '@/lib/log';
import { outsideRequest } from '@/server/request-context.mjs';
import { VisitQueue } from './visit-queue';

const KEY = Symbol.for('university-site.visit-queue');
const holder = globalThis as { [KEY]?: VisitQueue };

/** The process's page-view queue (on globalThis: the beacon route and the shutdown are different bundles), made at the first view. */
export const visitQueue = (): VisitQueue =>
  (holder[KEY] ??= new VisitQueue({
    // A batch is sent for every visit in it: its call carries no one beacon's request id.
    send: (batch) => outsideRequest(() => countVisits(batch)),
    onDrop: (count, reason) => logger.warn('visit.dropped', { count, reason }),
  }));

/** Send what is queued and disarm the flush timer (at shutdown; nothing if no view came). */
export async function flushVisits(): Promise<{ count: number }> {
  const queue = holder[KEY];
  const count = queue?.size ?? 0;
  await queue?.flush();
  return { count };
}
