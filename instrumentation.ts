/** A failed start (the database not reachable yet) is tried again this often. */
const RETRY_START_MS = 15_000;

/**
 * Runs once when the server starts: open the lead outbox and start its delivery sweep, so that
 * leads accepted before a restart are delivered without waiting for the next form post. This is
 * the one place that starts it; the forms route only takes the runtime this started (the two
 * share it through globalThis, lib/leads/dispatcher.ts). It also offers the sitemap's pages to
 * the adapter's admission (server/known-pages.mjs), and the outbox's reachability and the one
 * shutdown of what Next's side opened to the adapter and scripts/start-site.mjs
 * (server/site-runtime.mjs).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // A production server without its secrets does not start: lib/config/env.ts names them.
  const { requireEnvAtStart } = await import('@/lib/config/env');
  requireEnvAtStart();
  const [{ offerKnownPages }, { sitemapEntries }, { env }] = await Promise.all([import('./server/known-pages.mjs'), import('@/lib/seo/sitemap-entries'), import('@/lib/config/env')]);
  offerKnownPages(async () => (await sitemapEntries(env().SITE_URL)).map((entry) => entry.path));
  const { leadsRuntime } = await import('@/lib/leads/dispatcher');
  const start = (): Promise<void> =>
    leadsRuntime().then(
      () => undefined,
      (error: unknown) => {
        console.error(JSON.stringify({ level: 'error', event: 'leads.start_failed', reason: String(error).slice(0, 200) }));
        setTimeout(() => void start(), RETRY_START_MS).unref();
      },
    );
  await start();
  const { offerRuntime } = await import('@/lib/runtime/site-runtime');
  await offerRuntime();
}
