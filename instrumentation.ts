/**
 * Runs once when the server starts: open the lead outbox and start its delivery sweep, so that
 * leads accepted before a restart are delivered without waiting for the next form post.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // A production server without its secrets does not start: lib/config/env.ts names them.
  const { env } = await import('@/lib/config/env');
  try {
    env();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const { leadsRuntime } = await import('@/lib/leads/dispatcher');
  await leadsRuntime().catch((error: unknown) => {
    console.error(JSON.stringify({ level: 'error', event: 'leads.start_failed', reason: String(error).slice(0, 200) }));
  });
}
