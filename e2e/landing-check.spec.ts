import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { crmEntriesWith } from './lead-crm';
import { fillLead } from './lead-form';

/**
 * Landing values checked against the offer (rules §2, docs/decisions/0011-search-engine-freshness.md):
 * a path with a value the university does not offer, in any position of a one- to four-value
 * landing, still renders the landing and its lead form, but is `noindex`, names the longest valid
 * landing as canonical and links to it; valid landings are as they were.
 */

const CONTENT = () => `http://127.0.0.1:${process.env.E2E_CONTENT_PORT}`;

/** Values of the embedded content of `co` (content-service/content/co/programs.json), one unknown value each. */
const MISTYPED: { values: string[]; unknown: string; prefix: string }[] = [
  { values: ['pregradoxyz'], unknown: 'pregradoxyz', prefix: '/landing' },
  { values: ['zzz', 'presencial'], unknown: 'zzz', prefix: '/landing' },
  { values: ['pregrado', 'zzz'], unknown: 'zzz', prefix: '/landing/pregrado' },
  { values: ['zzz', 'presencial', 'psicologia'], unknown: 'zzz', prefix: '/landing' },
  { values: ['pregrado', 'zzz', 'psicologia'], unknown: 'zzz', prefix: '/landing/pregrado' },
  { values: ['pregrado', 'presencial', 'foo'], unknown: 'foo', prefix: '/landing/pregrado/presencial' },
  { values: ['zzz', 'virtual', 'virtual', 'administracion-de-empresas'], unknown: 'zzz', prefix: '/landing' },
  { values: ['pregrado', 'zzz', 'virtual', 'administracion-de-empresas'], unknown: 'zzz', prefix: '/landing/pregrado' },
  { values: ['pregrado', 'virtual', 'foo', 'bar'], unknown: 'foo', prefix: '/landing/pregrado/virtual' },
  { values: ['pregrado', 'virtual', 'virtual', 'bar'], unknown: 'bar', prefix: '/landing/pregrado/virtual' },
];

/** Valid landings of each length (rules §2 segment table). */
const VALID = [
  { path: '/landing/pregrado', tags: 'opportunityType~pregrado' },
  { path: '/landing/pregrado/virtual', tags: 'opportunityType~pregrado,modality~virtual' },
  { path: '/landing/pregrado/presencial/psicologia', tags: 'opportunityType~pregrado,modality~presencial,program~psicologia' },
  {
    path: '/landing/pregrado/presencial/campus-bogota/ingenieria-de-sistemas',
    tags: 'opportunityType~pregrado,modality~presencial,campus~campus-bogota,program~ingenieria-de-sistemas',
  },
];

async function head(page: Page) {
  return {
    robots: await page.locator('meta[name="robots"]').getAttribute('content'),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
  };
}

/** The programs the content service lists for a landing's tags: what the page showed before any check. */
async function offeredFor(request: APIRequestContext, tags: string): Promise<string[]> {
  const stubs = (await (await request.get(`${CONTENT()}/api/v1/web/page?${new URLSearchParams({ name: 'landing', tags })}`)).json()) as { component: string; endpoint?: string }[];
  const list = stubs.find((s) => s.component === 'program_list');
  const block = (await (await request.get(CONTENT() + (list?.endpoint ?? '').replace('/v1/', '/v2/'))).json()) as { data: { programs: { title: string }[] } };
  return block.data.programs.map((p) => p.title).sort();
}

for (const { values, unknown, prefix } of MISTYPED) {
  const path = `/landing/${values.join('/')}`;
  test(`${values.length} value(s), unknown "${unknown}" at ${values.indexOf(unknown) + 1}: ${path} is a noindex landing, canonical ${prefix}, its lead kept`, async ({ page, baseURL }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    expect(await head(page)).toEqual({ robots: 'noindex, follow', canonical: `${baseURL}${prefix}` });
    const notice = page.locator('#programas').getByText(`«${unknown}»`);
    await expect(notice).toContainText('No encontramos programas con');
    await expect(notice.getByRole('link')).toHaveAttribute('href', prefix);
    await expect(page.locator('#programas article')).toHaveCount(0);

    // The visitor who followed the mistyped link still leaves a lead, traced to that link.
    const email = `mistyped.${randomUUID().slice(0, 8)}@correo.com`;
    const form = await fillLead(page, email);
    await form.getByRole('button', { name: /información/i }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Recibimos tus datos' })).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => (await crmEntriesWith('/leads', email)).length, { timeout: 15_000 }).toBe(1);
    const [lead] = await crmEntriesWith('/leads', email);
    expect(JSON.stringify(lead?.body)).toContain(`"landingName":"${path}"`);

    // The canonical it names is a page of its own: 200, indexable, its own canonical.
    const valid = await page.goto(prefix);
    expect(valid?.status()).toBe(200);
    expect(await head(page)).toEqual({ robots: 'index, follow', canonical: `${baseURL}${prefix}` });
  });
}

test('the issue’s examples: an unknown value anywhere, and a scanner’s backup-file probe', async ({ request, baseURL }) => {
  for (const [path, canonical] of [
    ['/landing/pregradoxyz', '/landing'],
    ['/landing/pregrado/zzz', '/landing/pregrado'],
    ['/landing/pregrado/virtual/foo/bar', '/landing/pregrado/virtual'],
    ['/landing/pregrado~', '/landing'],
  ]) {
    const res = await request.get(path ?? '');
    const html = await res.text();
    expect(res.status(), path).toBe(200);
    expect(html, path).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${canonical}"/>`);
  }
});

for (const { path, tags } of VALID) {
  test(`a valid landing of ${path.split('/').length - 2} value(s) is unchanged: ${path}`, async ({ page, request, baseURL }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    expect(await head(page)).toEqual({ robots: 'index, follow', canonical: `${baseURL}${path}` });
    const expected = await offeredFor(request, tags);
    expect(expected.length).toBeGreaterThan(0);
    const shown = (await page.locator('#programas article').locator('h3, h4').allInnerTexts()).map((t) => t.trim()).sort();
    expect(shown).toEqual(expected);
    await expect(page.locator('#programas')).not.toContainText('No encontramos programas');
  });
}
