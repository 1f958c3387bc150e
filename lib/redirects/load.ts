import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/config/env';
import { CONTENT_REVALIDATE_S } from '@/lib/content';
import { PageNotFoundError } from '@/lib/http/errors';
import { fetchJson, upstreamUrl } from '@/lib/http/fetch-json';
import { logger } from '@/lib/log';
import { sharedRedis } from '@/lib/redis/client';
import { announceChanged } from '@/lib/seo/announce';
import { sendHits } from './hit-store';
import { buildRedirects, changedRedirectPaths, type RedirectEntry } from './rules';
import { installRedirects, redirectState } from './state';

/**
 * Loading the content team's redirects (docs/redirects.md): from `GET {base}{version}/web/redirects`
 * at start (instrumentation.ts, beside the configuration), again every CONTENT_REVALIDATE_S like
 * the content, and at once when the content is revalidated (app/api/revalidate). A failed load
 * keeps the table already loaded; a malformed entry is refused alone.
 */
const entrySchema = z.object({
  from: z.string().max(500),
  to: z.string().max(2_000),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
  expires: z.string().max(40).optional(),
});
const answerSchema = z.object({ redirects: z.array(z.unknown()) });

/** A failed first load is tried again this often until one succeeds (later ones wait for the next period). */
const RETRY_MS = 15_000;
/** Sources named in the refusal's log line, at most. */
const LOGGED_PATHS = 20;
/** How often this process sends its hits to Redis. */
const SEND_HITS_MS = 10_000;

/** The revalidation tag that reloads the redirects alone (`content` reloads them too). */
export const REDIRECTS_TAG = 'redirects';

const KEY = Symbol.for('university-site.redirects-loading');
const holder = globalThis as { [KEY]?: Promise<void> };

async function fetchEntries(): Promise<{ entries: RedirectEntry[]; malformed: number }> {
  const { CONTENT_API_URL, CONTENT_API_VERSION } = env();
  let raw: unknown;
  try {
    raw = await fetchJson(upstreamUrl(CONTENT_API_URL, `${CONTENT_API_VERSION}/web/redirects`));
  } catch (error) {
    // A content service that publishes no redirects has none.
    if (error instanceof PageNotFoundError) return { entries: [], malformed: 0 };
    throw error;
  }
  const answer = answerSchema.safeParse(raw);
  if (!answer.success) throw new Error('answer without a list of redirects');
  const entries: RedirectEntry[] = [];
  for (const item of answer.data.redirects) {
    const entry = entrySchema.safeParse(item);
    if (entry.success) entries.push(entry.data);
  }
  return { entries, malformed: answer.data.redirects.length - entries.length };
}

async function load(reason: string): Promise<void> {
  const started = performance.now();
  const { entries, malformed } = await fetchEntries();
  const built = buildRedirects(entries, { now: Date.now(), origin: new URL(env().SITE_URL).origin });
  const before = redirectState();
  installRedirects({ table: built.table, refused: built.refused, loadedAt: Date.now() });
  // The first load of a process announces nothing: its redirects were there before it started.
  const changed = before.loadedAt === null ? [] : changedRedirectPaths(before.table, built.table);
  if (changed.length > 0) announceChanged(changed);
  const loops = built.refused.filter((r) => r.reason === 'loop').map((r) => r.from);
  // A periodic reload that changed nothing says nothing (a loop already logged is not logged again every period).
  const same = changed.length === 0 && before.table.size === built.table.size && before.refused.length === built.refused.length;
  if (reason === 'period' && same) return;
  if (loops.length > 0) logger.warn('redirects.loop_refused', { count: loops.length, paths: loops.slice(0, LOGGED_PATHS) });
  logger.info('redirects.loaded', {
    reason,
    count: built.table.size,
    expired: built.expired,
    refused: built.refused.length - loops.length + malformed,
    ms: Math.round(performance.now() - started),
  });
}

/** Load the redirects now (one load at a time: a second caller waits for the one under way); a failure is logged and keeps the table. */
export function loadRedirects(reason: string): Promise<void> {
  holder[KEY] ??= load(reason)
    .catch((error: unknown) => logger.warn('redirects.load_failed', { reason, error: String(error).slice(0, 200) }))
    .finally(() => {
      holder[KEY] = undefined;
    });
  return holder[KEY];
}

/** At start: the first load, then one every CONTENT_REVALIDATE_S, and the hits sent to Redis where configured. */
export async function startRedirects(): Promise<void> {
  await loadRedirects('start');
  const retry = () =>
    setTimeout(async () => {
      await loadRedirects('retry');
      if (redirectState().loadedAt === null) retry();
    }, RETRY_MS).unref();
  if (redirectState().loadedAt === null) retry();
  setInterval(() => void loadRedirects('period'), CONTENT_REVALIDATE_S * 1_000).unref();
  const redisUrl = env().REDIS_URL;
  if (redisUrl) setInterval(() => void sendHits(sharedRedis(redisUrl)), SEND_HITS_MS).unref();
}
