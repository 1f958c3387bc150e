/** @jest-environment node */
import { startLoopback, type Loopback } from '@/test/loopback';
import { sitemapPaths } from './sitemap-paths.mjs';

let site: Loopback;
const PUBLIC = 'https://u.edu.co';
beforeAll(async () => {
  const docs: Record<string, string> = {
    '/sitemap.xml': `<sitemapindex><sitemap><loc>${PUBLIC}/sitemap/pages.xml</loc></sitemap><sitemap><loc>${PUBLIC}/sitemap/broken.xml</loc></sitemap><sitemap><loc>${PUBLIC}/sitemap/programs.xml</loc></sitemap></sitemapindex>`,
    '/sitemap/pages.xml': `<urlset><url><loc>${PUBLIC}/</loc></url><url><loc> ${PUBLIC}/contacto </loc></url></urlset>`,
    '/sitemap/programs.xml': `<urlset><url><loc>${PUBLIC}/programas/ingenieria-de-sistemas</loc></url></urlset>`,
  };
  site = await startLoopback((req, res) => {
    const doc = docs[req.url ?? ''];
    if (doc) res.writeHead(200, { 'content-type': 'application/xml' }).end(doc);
    else res.writeHead(500).end();
  });
});
afterAll(() => site.close());

describe('sitemapPaths', () => {
  it('reads the index and each sitemap through this process, keeping the paths and skipping a sitemap that fails', async () => {
    expect(await sitemapPaths(site.url)).toEqual(['/', '/contacto', '/programas/ingenieria-de-sistemas']);
  });

  it('yields nothing when the site cannot answer', async () => {
    expect(await sitemapPaths('http://127.0.0.1:9')).toEqual([]);
  });
});
