import { describe, expect, it } from '@jest/globals';
import { siteUrlOf, sitemapIndex, urlset, xmlText } from './sitemap-xml';

describe('sitemap XML', () => {
  it('writes loc, lastmod, then the images of each URL: the order of sitemaps.org’s schema', () => {
    const xml = urlset([
      { loc: 'https://u.example/programas/a', lastmod: '2026-09-07T06:00:00Z', images: ['https://u.example/media/a/large.jpg'] },
      { loc: 'https://u.example/nosotros' },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n' +
        '<url>\n<loc>https://u.example/programas/a</loc>\n<lastmod>2026-09-07T06:00:00Z</lastmod>\n' +
        '<image:image>\n<image:loc>https://u.example/media/a/large.jpg</image:loc>\n</image:image>\n</url>\n' +
        '<url>\n<loc>https://u.example/nosotros</loc>\n</url>\n' +
        '</urlset>\n',
    );
    expect(xml).not.toMatch(/changefreq|priority/);
  });

  it('declares the image namespace only when an image is listed', () => {
    expect(urlset([{ loc: 'https://u.example/' }])).not.toContain('xmlns:image');
  });

  it('escapes what XML would read as markup', () => {
    expect(xmlText(`https://cdn.example/a.jpg?w=1&h=2<'">`)).toBe('https://cdn.example/a.jpg?w=1&amp;h=2&lt;&apos;&quot;&gt;');
    expect(urlset([{ loc: 'https://u.example/', images: ['https://cdn.example/a.jpg?w=1&h=2'] }])).toContain('a.jpg?w=1&amp;h=2');
  });

  it('writes an index of sitemaps with their latest dates', () => {
    expect(sitemapIndex([{ url: 'https://u.example/sitemap/programas.xml', lastmod: '2026-11-04T11:15:00Z' }, { url: 'https://u.example/sitemap/sedes.xml', lastmod: undefined }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap>\n<loc>https://u.example/sitemap/programas.xml</loc>\n<lastmod>2026-11-04T11:15:00Z</lastmod>\n</sitemap>\n' +
        '<sitemap>\n<loc>https://u.example/sitemap/sedes.xml</loc>\n</sitemap>\n</sitemapindex>\n',
    );
  });

  it('names the home page by the origin, other pages percent-encoded', () => {
    expect(siteUrlOf('/', 'https://u.example')).toBe('https://u.example');
    expect(siteUrlOf('/noticias/año-nuevo', 'https://u.example')).toBe('https://u.example/noticias/a%C3%B1o-nuevo');
  });
});
