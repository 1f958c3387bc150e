import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { observatoryScore, type ObservatoryInput } from '../lib/security/observatory';
import { freePort, startNodeProcess, type RunningService } from '../test/content-service';
import { TEST_SECRETS } from '../test/secrets.cjs';
import { expect, test } from './fixtures';

/**
 * The Mozilla HTTP Observatory score of the site, computed from its real responses
 * (lib/security/observatory.ts holds the public scoring rules). The site runs as it would behind
 * a TLS-terminating proxy: public origin https (SITE_URL), requests marked with
 * X-Forwarded-Proto. The Observatory scans `/`; a program page is scored the same way.
 */
const PUBLIC = 'https://admisiones.universidad.example';
const PAGES = ['/', '/programas/ingenieria-de-sistemas'];

test.describe('Observatory score', () => {
  let site: RunningService;

  test.beforeAll(async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'observatory-'));
    site = await startNodeProcess({
      script: 'scripts/start-site.mjs',
      url: `http://127.0.0.1:${port}`,
      healthPath: '/api/health',
      dataDir,
      env: {
        ...TEST_SECRETS,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: PUBLIC,
        UNIVERSITY: 'co',
        CONTENT_API_URL: `http://127.0.0.1:${process.env.E2E_CONTENT_PORT}`,
        DATA_DIR: dataDir,
      },
    });
  });
  test.afterAll(() => site?.stop());

  const get = (path: string, headers: Record<string, string>) => fetch(site.url + path, { headers, redirect: 'manual' });
  const https = { 'x-forwarded-proto': 'https' };

  for (const path of PAGES) {
    test(`${path} scores 100 or more`, async () => {
      // A first visit from a campaign: the cookies the site sets are part of the score.
      const res = await get(`${path}?utm_source=observatorio`, https);
      expect(res.status).toBe(200);
      const headers = Object.fromEntries([...res.headers].map(([k, v]) => [k.toLowerCase(), v]));
      const cors = await get(path, { ...https, origin: 'https://evil.example' });
      const file = async (name: string) => {
        const r = await get(name, https);
        return r.status === 200 ? r.text() : null;
      };
      const plain = await get(path, { 'x-forwarded-proto': 'http' });
      const location = plain.headers.get('location');
      const input: ObservatoryInput = {
        page: { url: PUBLIC + path, status: res.status, headers, setCookies: res.headers.getSetCookie(), body: await res.text() },
        cors: { origin: 'https://evil.example', allowOrigin: cors.headers.get('access-control-allow-origin'), allowCredentials: cors.headers.get('access-control-allow-credentials') },
        policyFiles: { crossdomain: await file('/crossdomain.xml'), clientaccesspolicy: await file('/clientaccesspolicy.xml') },
        redirectRoute: [`http://${new URL(PUBLIC).host}${path}`, ...(location ? [location] : [])],
      };
      const { score, results } = observatoryScore(input);
      const lines = results.map((r) => `${String(r.modifier).padStart(4)}  ${r.test}: ${r.result}`);
      console.log(`Observatory ${path}: ${score}\n${lines.join('\n')}`);

      expect(input.page.setCookies.length).toBeGreaterThan(0);
      expect(plain.status).toBe(308);
      expect(score).toBeGreaterThanOrEqual(100);
      // The one result without its bonus, explained in docs/architecture.md (Security) and docs/decisions/0001-hashed-csp.md.
      expect(results.filter((r) => r.modifier < 0)).toEqual([]);
      expect(results.find((r) => r.test === 'content-security-policy')?.result).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    });
  }
});
