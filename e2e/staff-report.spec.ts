import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { settle } from './settle';
import { emailFor, LEAD_FORM, readyLead } from './lead-api';
import { startSite, type RunningService } from './servers';
import { signIn } from './staff';

const CONTENT = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT}`;
const CAMPAIGNS = {
  a: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'campana-a' },
  b: { utm_source: 'facebook', utm_medium: 'paid-social', utm_campaign: 'campana-b' },
  c: { utm_source: 'email', utm_medium: 'email', utm_campaign: 'campana-c' },
};

/** A CRM in front of the real stand-in that refuses (503) every lead of campaign C: those stay pending. */
function startFaultyCrm(): Promise<{ url: string; server: Server }> {
  const target = new URL(CONTENT);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.method === 'POST' && req.url === '/leads' && body.includes('campana-c')) {
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"caído"}');
        return;
      }
      const upstream = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server })));
}

let site: RunningService;
let crm: { url: string; server: Server };
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  crm = await startFaultyCrm();
  dataDir = mkdtempSync(join(tmpdir(), 'staff-report-'));
  // Failed deliveries wait a minute before their next attempt: campaign C stays pending during the test.
  site = await startSite({ PORT: process.env.E2E_STAFF_SITE_PORT ?? '', UNIVERSITY: 'co', CONTENT_API_URL: CONTENT, CRM_API_URL: crm.url, DATA_DIR: dataDir, LEADS_BACKOFF_MS: '60000', LEADS_SWEEP_MS: '500' });
});

test.afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => crm?.server.close(resolve));
});

type Line = { source: string; medium: string; campaign: string; landing: string; total: number; delivered: number; pending: number; failed: number };

test('leads of three campaigns appear in the report with the right counts, delivered and pending; the export and the CLI hold no personal data', async ({ page, request }) => {
  const sent: Record<string, number> = { a: 2, b: 1, c: 2 };
  let n = 0;
  for (const [name, count] of Object.entries(sent)) {
    for (let i = 0; i < count; i += 1) {
      const utm = CAMPAIGNS[name as keyof typeof CAMPAIGNS];
      const { body, cookie } = await readyLead(site.url, emailFor(`reporte-${name}`, i));
      const res = await request.post(`${site.url}/api/forms/${LEAD_FORM.kind}`, {
        headers: {
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
          'x-forwarded-for': `198.18.252.${(n += 1)}`,
          cookie: [...Object.entries(utm).map(([k, v]) => `${k}=${v}`), cookie].join('; '),
        },
        data: JSON.stringify(body),
      });
      expect(res.status()).toBe(202);
    }
  }
  // Staff sign in to this site through the real protocol; its session cookie is the browser's.
  await signIn(page, undefined, `${site.url}/staff`);
  const report = async () => (await (await page.request.get(`${site.url}/api/staff/campanas?dias=7`)).json()) as { lines: Line[] };
  const line = (lines: Line[], campaign: string) => lines.find((l) => l.campaign === campaign);
  await expect.poll(async () => line((await report()).lines, 'campana-a')?.delivered, { timeout: 20_000 }).toBe(2);
  await expect.poll(async () => line((await report()).lines, 'campana-b')?.delivered, { timeout: 20_000 }).toBe(1);
  const { lines } = await report();
  expect(line(lines, 'campana-a')).toEqual({ source: 'google', medium: 'cpc', campaign: 'campana-a', landing: '/landing/pregrado', total: 2, delivered: 2, pending: 0, failed: 0 });
  expect(line(lines, 'campana-b')).toMatchObject({ source: 'facebook', medium: 'paid-social', total: 1, delivered: 1, pending: 0 });
  expect(line(lines, 'campana-c')).toMatchObject({ source: 'email', medium: 'email', total: 2, delivered: 0, pending: 2 });

  // The page shows the same figures to staff.
  await page.goto(`${site.url}/staff/campanas?dias=7`);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads por campaña' })).toBeVisible();
  await expect(page.getByText('5 leads en los últimos 7 días: 3 entregados al CRM, 2 pendientes y 0 fallidos.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Leads por campaña' }).getByRole('row', { name: /campana-c/ })).toContainText('email');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  for (const [width, height] of [[390, 844], [1440, 900]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${site.url}/staff/campanas?dias=7`);
    await settle(page);
    await expect(page).toHaveScreenshot(`staff-report-${width}x${height}.png`, { maxDiffPixelRatio: 0.02, animations: 'disabled' });
  }

  // The export: aggregates, without e-mail, name, phone or document.
  const csv = await (await page.request.get(`${site.url}/api/staff/campanas.csv?dias=7`)).text();
  expect(csv).toContain('google,cpc,campana-a,/landing/pregrado,2,2,0,0');
  expect(csv).toContain('email,email,campana-c,/landing/pregrado,2,0,2,0');
  for (const personal of ['@', 'Valentina', 'Gómez', '3101234567', '1020304050']) expect(csv).not.toContain(personal);

  // The same figures from the command line, from the same outbox.
  const cli = execFileSync(process.execPath, ['scripts/leads.mjs', 'campaigns', '7'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } }).toString();
  expect(cli).toContain('últimos 7 días: 5 lead(s)');
  expect(cli).toContain('google / cpc / campana-a / /landing/pregrado  total 2  entregados 2  pendientes 0  fallidos 0');
  expect(cli).toContain('email / email / campana-c / /landing/pregrado  total 2  entregados 0  pendientes 2  fallidos 0');
  for (const personal of ['@', 'Valentina', '3101234567']) expect(cli).not.toContain(personal);
});
