import { readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, relative } from 'node:path';
import { TEST_SECRETS } from '../test/secrets.cjs';
import { expect, test } from './fixtures';

const SECRETS = Object.values(TEST_SECRETS);
const PAGES = ['/', '/programas/ingenieria-de-sistemas', '/landing/pregrado', '/contacto', '/buscar?q=ingenieria', '/no-existe'];

/** A GET with the request target sent byte for byte (no client-side URL normalisation). */
function rawGet(base: string, target: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: target, method: 'GET' }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

function staticFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? staticFiles(path) : [path];
  });
}

test.describe('security', () => {
  test('pages carry a hashed CSP and the security headers', async ({ request }) => {
    for (const path of PAGES) {
      const res = await request.get(path);
      const h = res.headers();
      const csp = h['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, path).toContain("'sha256-");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy']).toContain('geolocation=(self)');
      expect(h['strict-transport-security']).toBeUndefined();
    }
  });

  test('assets and API answers carry the headers too', async ({ request, page }) => {
    await page.goto('/');
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    for (const path of [script ?? '', '/media/manifest.json', '/api/search?q=ingenieria', '/robots.txt']) {
      const h = (await request.get(path)).headers();
      expect(h['x-content-type-options'], path).toBe('nosniff');
      expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  test('under https: HSTS, upgrade-insecure-requests and Secure cookies', async ({ request }) => {
    const res = await request.get('/?utm_source=google', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers()['strict-transport-security']).toContain('max-age=');
    expect(res.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
    const cookies = res.headersArray().filter((x) => x.name.toLowerCase() === 'set-cookie').map((x) => x.value);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });

  test('no secret reaches anything the browser receives', async ({ request, page }) => {
    const bodies: { where: string; text: string }[] = [];
    for (const path of PAGES) {
      bodies.push({ where: path, text: await (await request.get(path)).text() });
      await page.goto(path);
      bodies.push({ where: `${path} (DOM)`, text: await page.content() });
    }
    // RSC payloads of client navigations.
    await page.goto('/');
    const rsc: Promise<void>[] = [];
    page.on('response', (r) => {
      if (r.headers()['content-type']?.includes('text/x-component')) rsc.push(r.text().then((text) => void bodies.push({ where: r.url(), text })));
    });
    await page.locator('#programas a[href^="/programas/"]').first().click();
    await page.waitForURL(/\/programas\//);
    await Promise.all(rsc);
    // Every static asset and source map the site can serve.
    const root = join(__dirname, '..', '.next', 'static');
    const files = staticFiles(root);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const res = await request.get(`/_next/static/${relative(root, file)}`);
      bodies.push({ where: file, text: await res.text() });
    }
    for (const { where, text } of bodies) {
      for (const secret of SECRETS) expect(text.includes(secret), `${secret} in ${where}`).toBe(false);
    }
  });

  test('every redirect stays on the site origin', async ({ baseURL }) => {
    const tricks = [
      '//evil.example/landing/gracias',
      '/landing//evil.example/gracias',
      '/landing/%2F%2Fevil.example/gracias',
      '/landing/%5C%5Cevil.example/gracias',
      '/%5Cevil.example/landing/gracias',
      '/landing/https:%2F%2Fevil.example/gracias',
      '/landing/user@evil.example/gracias',
      '/landing/gracias?next=https://evil.example',
      '/landing/pregrado/gracias?redirect=//evil.example',
      '/%09/evil.example/landing/gracias',
      '/landing/%40evil.example/gracias',
    ];
    const origin = new URL(baseURL ?? '').origin;
    for (const path of tricks) {
      const { status, location } = await rawGet(origin, path);
      expect(status, path).toBeLessThan(500);
      if (location) expect(new URL(location, origin).origin, `${path} → ${location}`).toBe(origin);
    }
  });

  // Hostile submissions (150 arbitrary bodies, kinds and content types: a 4xx, never a 5xx or a
  // stack trace) are the form route's own rule: app/api/forms/[kind]/route.fuzz.test.ts.
});
