import 'server-only';
import { env } from '@/lib/config/env';
import { upstreamFetch } from '@/lib/http/upstream';
import { logger } from '@/lib/log';
import { locate } from '@/lib/page/locate';
import { urlSegments } from '@/lib/page/resolve';
import { IndexNowQueue, sendIndexNow } from './indexnow';

/** One queue per process (on globalThis: route bundles share it). */
const KEY = Symbol.for('university-site.indexnow-queue');
const holder = globalThis as { [KEY]?: IndexNowQueue };

function queue(key: string): IndexNowQueue {
  return (holder[KEY] ??= new IndexNowQueue({
    send: (urls) =>
      sendIndexNow(urls, { endpoint: env().INDEXNOW_ENDPOINT, key, siteUrl: env().SITE_URL }, (url, init) => upstreamFetch('indexnow', url, init)),
    onSent: (count) => logger.info('indexnow.sent', { count }),
    onDrop: (count, reason) => (reason === 'refused' ? logger.error : logger.warn)('indexnow.dropped', { count, reason }),
  }));
}

/**
 * The absolute URLs of the indexable pages among `paths` (site paths as a content webhook names
 * them): thank-you, search and not-found paths, and paths no page can have, are left out. A path
 * whose page was deleted is kept: IndexNow wants to hear of those too.
 */
export function announceableUrls(paths: readonly string[], siteUrl: string): string[] {
  const urls = new Set<string>();
  for (const path of paths) {
    const location = locate(urlSegments(path));
    if (location.to !== 'page') continue;
    const { resolution } = location;
    if (resolution.thankYou || resolution.search || resolution.notFound) continue;
    urls.add(new URL(resolution.pathname, `${siteUrl}/`).href);
  }
  return [...urls];
}

/**
 * Tell IndexNow that the pages at `paths` changed, when `INDEXNOW_KEY` is set: queued, sent in
 * the background (lib/seo/indexnow.ts); never waits for the endpoint.
 */
export function announceChanged(paths: readonly string[]) {
  const { INDEXNOW_KEY, SITE_URL } = env();
  if (!INDEXNOW_KEY) return;
  const urls = announceableUrls(paths, SITE_URL);
  if (urls.length > 0) queue(INDEXNOW_KEY).add(urls);
}
