import { test } from '@playwright/test';
import { freePort, startContentService, startNodeProcess, type RunningService } from '../test/content-service';
import { TEST_SECRETS } from '../test/secrets.cjs';

export { startContentService, type RunningService };

/** Start the built site as its own process on a loopback port (`env.PORT` or a free one). */
export async function startSite(env: Record<string, string>): Promise<RunningService> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  return startNodeProcess({
    script: 'scripts/start-site.mjs',
    url,
    healthPath: '/api/health',
    dataDir: env.DATA_DIR ?? '',
    // A production server refuses to start without its secrets: the test ones unless given.
    // TRUST_PROXY=1: the tests stand in for the reverse proxy and set X-Forwarded-For themselves.
    env: { ...TEST_SECRETS, TRUST_PROXY: '1', ...env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: url },
  });
}

/**
 * A site of another university over its own embedded content service, started before the
 * describe block's tests and stopped after them; its URL once started.
 */
export function useUniversitySite(university: 'co' | 'pa' | 'cr'): { readonly url: string; readonly contentUrl: string } {
  let content: RunningService | undefined;
  let site: RunningService | undefined;
  test.beforeAll(async () => {
    // The site's test CRM credentials are its content service's too: its leads reach that CRM stand-in.
    content = await startContentService({ university, env: { ...TEST_SECRETS } });
    site = await startSite({ UNIVERSITY: university, CONTENT_API_URL: content.url, DATA_DIR: content.dataDir });
    // Its first renders happen here, not in the first test: they lag a new process's event loop,
    // and a lagging process refuses pages it does not know yet (server/admission.mjs).
    await warmSite(site.url, ['/']);
  });
  test.afterAll(async () => {
    await site?.stop();
    await content?.stop();
  });
  return {
    get url() {
      if (!site) throw new Error(`the ${university} site has not started`);
      return site.url;
    },
    /** Its content service, also its CRM stand-in. */
    get contentUrl() {
      if (!content) throw new Error(`the ${university} content service has not started`);
      return content.url;
    },
  };
}

/**
 * Ask a freshly started site for each path until it is answered without shedding, then for its
 * health until ready. On a busy machine a new process's first renders lag its event loop, and it
 * refuses pages it does not know yet for a few seconds (server/admission.mjs), as it should; a
 * test that starts its own site and opens such pages (staff pages) asks them here first.
 */
export async function warmSite(url: string, paths: readonly string[], timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (const path of [...paths, '/api/health']) {
    for (;;) {
      const res = await fetch(`${url}${path}`, { redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status !== 503) break;
      if (Date.now() > until) throw new Error(`${path} still refused ${timeoutMs} ms after the site started`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
