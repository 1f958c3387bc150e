import { freePort, startContentService, startNodeProcess, type RunningService } from '../test/content-service';

export { startContentService, type RunningService };

/** Start the built site as its own process on a loopback port (`env.PORT` or a free one). */
export async function startSite(env: Record<string, string>): Promise<RunningService> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  return startNodeProcess({
    script: 'scripts/start-site.mjs',
    url,
    healthPath: '/robots.txt',
    dataDir: env.DATA_DIR ?? '',
    // TRUST_PROXY=1: the tests stand in for the reverse proxy and set X-Forwarded-For themselves.
    env: { TRUST_PROXY: '1', ...env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: url },
  });
}
