/**
 * Runs once when the server starts: open the lead outbox and start its delivery sweep, so that
 * leads accepted before a restart are delivered without waiting for the next form post.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // A production server without its secrets does not start: lib/config/env.ts names them.
  const { requireEnvAtStart } = await import('@/lib/config/env');
  requireEnvAtStart();
  const { leadsRuntime } = await import('@/lib/leads/dispatcher');
  await leadsRuntime().catch((error: unknown) => {
    console.error(JSON.stringify({ level: 'error', event: 'leads.start_failed', reason: String(error).slice(0, 200) }));
  });
}
