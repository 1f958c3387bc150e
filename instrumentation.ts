import type { Instrumentation } from 'next';

/** A failed start (the database not reachable yet) is tried again this often. */
const RETRY_START_MS = 15_000;

/**
 * Runs once when the server starts: open the lead outbox and start its delivery sweep, so that
 * leads accepted before a restart are delivered without waiting for the next form post. This is
 * the one place that starts it; the forms route only takes the runtime this started (the two
 * share it through globalThis, lib/leads/dispatcher.ts). It also offers the sitemap's pages to
 * the adapter's admission (server/known-pages.mjs), and the outbox's reachability and the one
 * shutdown of what Next's side opened to the adapter and scripts/start-site.mjs
 * (server/site-runtime.mjs); it loads the content team's redirects; and it registers tracing
 * when it is configured.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // A production server without its secrets does not start: lib/config/env.ts names them.
  const { requireEnvAtStart, env: readEnv } = await import('@/lib/config/env');
  requireEnvAtStart();
  // Traces only where an OTLP endpoint is configured, registered before any request is served.
  // Without it nothing of the SDK is loaded (@vercel/otel and its exporter are imported by Node
  // in this branch alone, out of the bundle: decision 0030) and nothing is sent;
  // the site's spans (lib/telemetry/spans.ts) are then the API's non-recording ones.
  if (readEnv().OTEL_EXPORTER_OTLP_ENDPOINT) await (await import('@/lib/telemetry/register')).registerTracing();
  const [{ offerKnownPages }, { sitemapEntries }, { env }] = await Promise.all([import('./server/known-pages.mjs'), import('@/lib/seo/sitemap-entries'), import('@/lib/config/env')]);
  offerKnownPages(async () => (await sitemapEntries(env().SITE_URL)).map((entry) => entry.path));
  // Shared counters (the submission limit) count in Redis from the first request.
  if (env().REDIS_URL) await (await import('@/lib/redis/client')).connectSharedRedis(env().REDIS_URL!);
  // The content team's redirects, before the first request (docs/redirects.md).
  await (await import('@/lib/redirects/load')).startRedirects();
  const [{ leadsRuntime }, { logger }] = await Promise.all([import('@/lib/leads/dispatcher'), import('@/lib/log')]);
  const start = (): Promise<void> =>
    leadsRuntime().then(
      () => undefined,
      (error: unknown) => {
        logger.error('leads.start_failed', { reason: String(error) });
        setTimeout(() => void start(), RETRY_START_MS).unref();
      },
    );
  await start();
  const { offerRuntime } = await import('@/lib/runtime/site-runtime');
  await offerRuntime();
}

/**
 * Every error Next catches while answering, logged with its digest and the request's id
 * (lib/request-error.ts); the adapter may answer a failed render with its outage page
 * (server/outage-page.mjs), and this line is where its cause is.
 */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError } = await import('@/lib/request-error');
  await logRequestError(...args);
};
