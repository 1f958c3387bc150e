import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { TEST_SECRETS } from './test/secrets.cjs';

/**
 * e2e against the production build: the embedded content service and the site, each on a free
 * port on 127.0.0.1, started here and stopped at the end. Ports are chosen once in the main
 * process and inherited by the workers through the environment.
 */
const freePort = () => execFileSync(process.execPath, [join(__dirname, 'test/free-port.cjs')]).toString();
process.env.E2E_CONTENT_PORT ??= freePort();
process.env.E2E_SITE_PORT ??= freePort();
// A second site that staff sign in to (its own process, e2e/staff-report.spec.ts): the provider knows its callback.
process.env.E2E_STAFF_SITE_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'site-e2e-'));

/**
 * `npm run test:e2e` runs the specs in streams (scripts/e2e.mjs), each a Playwright run of its own
 * with its own servers, ports, data directory and output folder, so that the specs of a stream
 * share its site and run in order, one worker, as before. At the same time: `own`, specs that
 * start servers of their own (a site, a content service, databases) and mostly wait on them;
 * `long`, the longest of the others (axe, the HTML checkers, journeys; two that start a site, to
 * even the streams out), and `shared`, the rest. Then `alone`, with the machine to themselves:
 * the specs that measure paints and layout shifts in the browser, latency under load or
 * deadlines, or kill and restart instances behind nginx. No stream: every spec (a spec file named
 * on the command line runs wherever it is).
 */
const SPECS: Record<string, string[]> = {
  own: ['campaign-loop', 'dev-mode', 'field-vitals', 'lead-faults', 'long-outage', 'metrics', 'missing-files', 'observatory', 'one-listener', 'outage', 'privacy-cookies-tag-manager', 'readiness-outbox', 'refusal-bounds', 'request-logs', 'revalidate', 'sitemap', 'staff-report', 'traces'],
  long: ['accessibility', 'compare', 'entry-points-to-lead', 'focus-not-obscured', 'forms-without-scripts', 'html-codesniffer', 'landing-check', 'redirects', 'staff-pages'],
  alone: ['consent', 'first-paint', 'graceful-shutdown', 'limits', 'multi-instance', 'privacy-cookies', 'soak'],
};
const specFiles = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);
const stream = process.env.E2E_STREAM;
if (stream && stream !== 'shared' && !SPECS[stream]) throw new Error(`E2E_STREAM=${stream}: shared, ${Object.keys(SPECS).join(' or ')}`);
const streamFiles =
  stream === 'shared'
    ? { testIgnore: specFiles(Object.values(SPECS).flat()) }
    : stream
      ? { testMatch: specFiles(SPECS[stream] ?? []) }
      : {};

const contentUrl = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT}`;
const siteUrl = `http://127.0.0.1:${process.env.E2E_SITE_PORT}`;
// Both servers run with unique secret values (the CRM credentials must match between them).
const shared = { ...TEST_SECRETS, UNIVERSITY: 'co', DATA_DIR: process.env.E2E_DATA_DIR, NEXT_TELEMETRY_DISABLED: '1' };

export default defineConfig({
  testDir: './e2e',
  ...streamFiles,
  outputDir: stream ? `test-results/${stream}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: siteUrl,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' } },
  ],
  webServer: [
    {
      command: 'node content-service/server.mjs',
      url: `${contentUrl}/health`,
      // The embedded identity provider sends staff back to this site's callback.
      env: { ...shared, CONTENT_SERVICE_PORT: process.env.E2E_CONTENT_PORT, STAFF_OIDC_REDIRECT_URIS: [siteUrl, `http://127.0.0.1:${process.env.E2E_STAFF_SITE_PORT}`].map((u) => `${u}/api/staff/callback`).join(',') },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node scripts/start-site.mjs',
      url: `${siteUrl}/api/health`,
      // TRUST_PROXY=1: the tests stand in for the reverse proxy and set X-Forwarded-For themselves.
      env: { ...shared, PORT: process.env.E2E_SITE_PORT, HOST: '127.0.0.1', CONTENT_API_URL: contentUrl, SITE_URL: siteUrl, TRUST_PROXY: '1' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
