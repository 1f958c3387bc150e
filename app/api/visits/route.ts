import { NextResponse } from 'next/server';
import { z } from 'zod';
import { jsonError, readJsonBody } from '@/lib/http/json';
import { isFromSite } from '@/lib/http/from-site';
import { visitQueue } from '@/lib/tracking/visits';
import { vitalsBeaconSchema } from '@/lib/vitals/beacon';
import { vitalsRuntime } from '@/lib/vitals/runtime';
import { outsideRequest } from '@/server/request-context.mjs';

/** Longest path counted: the site's own paths are far shorter. */
const MAX_VISIT_PATH = 256;
/** A page view counted when it starts, or its field measurements sent when it ends (lib/vitals/browser.ts). */
const bodySchema = z.union([z.object({ path: z.string().startsWith('/').max(MAX_VISIT_PATH) }), vitalsBeaconSchema]);

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
  // Tallied for every view: its batched write carries no one beacon's request id.
  const data = body.data;
  if ('vitals' in data) outsideRequest(() => vitalsRuntime().recorder.record(data.vitals));
  else visitQueue().add({ path: data.path, date: new Date().toISOString() });
  return new NextResponse(null, { status: 202, headers: { 'cache-control': 'no-store' } });
}
