import { NextResponse } from 'next/server';
import { z } from 'zod';
import { countVisits } from '@/lib/content';
import { jsonError, readJsonBody } from '@/lib/http/json';
import { isFromSite } from '@/lib/http/from-site';
import { logger } from '@/lib/log';
import { VisitQueue } from '@/lib/tracking/visit-queue';
import { vitalsBeaconSchema } from '@/lib/vitals/beacon';
import { vitalsRuntime } from '@/lib/vitals/runtime';

/** Longest path counted: the site's own paths are far shorter. */
const MAX_VISIT_PATH = 256;
/** A page view counted when it starts, or its field measurements sent when it ends (lib/vitals/browser.ts). */
const bodySchema = z.union([z.object({ path: z.string().startsWith('/').max(MAX_VISIT_PATH) }), vitalsBeaconSchema]);

/** One queue per process (on globalThis: route bundles share it). */
const KEY = Symbol.for('university-site.visit-queue');
const holder = globalThis as { [KEY]?: VisitQueue };
const queue = () =>
  (holder[KEY] ??= new VisitQueue({
    send: countVisits,
    onDrop: (count, reason) => logger.warn('visit.dropped', { count, reason }),
  }));

/**
 * The page-view beacon of the site's own pages: answered at once. A view is queued and forwarded
 * to the content service in batches (lib/tracking/visit-queue.ts); a view's field measurements
 * are tallied and stored in batches (lib/vitals/recorder.ts).
 */
export async function POST(request: Request) {
  if (!isFromSite(request)) {
    return jsonError(403, 'Solo se cuentan visitas del propio sitio');
  }
  const body = await readJsonBody(request, bodySchema, 1_024);
  if (!body.ok) return body.response;
  if ('vitals' in body.data) vitalsRuntime().recorder.record(body.data.vitals);
  else queue().add({ path: body.data.path, date: new Date().toISOString() });
  return new NextResponse(null, { status: 202, headers: { 'cache-control': 'no-store' } });
}
