/**
 * @jest-environment node
 *
 * The embedded content's redirects, as the site reads them: every university's list loads
 * whole (no loop, nothing malformed), each redirect ends on a page the content has or off the
 * site, and the content service publishes them at `/api/v1/web/redirects`.
 */
import { buildRedirects } from '@/lib/redirects/rules';
import { createContentService } from './server.mjs';
import { loadContent } from './store.mjs';

// Before the expired example expires: the list as the content team wrote it.
const WRITTEN = Date.parse('2026-06-01T00:00:00Z');

describe.each(['co', 'pa', 'cr'])('the redirects of %s', (university) => {
  const content = loadContent(university);

  it('load whole: every entry kept, each a single hop to a page of the site or an address elsewhere', () => {
    const { table, refused, expired } = buildRedirects(content.redirects, { now: WRITTEN });
    expect(refused).toEqual([]);
    expect(expired).toBe(0);
    expect(table.size).toBe(content.redirects.length);
    for (const { target } of table.values()) {
      if (!target.startsWith('/')) expect(target).toMatch(/^https:\/\//);
      else if (!target.startsWith('/landing/')) expect(content.byPath.has(target)).toBe(true);
    }
  });

  it('never redirect a path a page of the content has', () => {
    for (const { from } of content.redirects) expect(content.byPath.has(from)).toBe(false);
  });
});

describe('GET /api/v1/web/redirects', () => {
  it('answers the list of redirects', async () => {
    const service = createContentService({ university: 'co' });
    const base = await service.listen(0);
    try {
      const res = await fetch(`${base}/api/v1/web/redirects`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { redirects: { from: string }[] };
      expect(body.redirects.map((r) => r.from)).toContain('/programas/ingenieria-de-sistemas-y-computacion');
    } finally {
      await service.close();
    }
  });
});
