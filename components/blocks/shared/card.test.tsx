/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { testImage } from '@/test/block-fixtures';
import { Card } from './card';

describe('Card', () => {
  it('links its title (h3 by default) to the entity, after the eyebrow and before the rest', () => {
    const html = renderToStaticMarkup(
      <Card image={testImage} loading="lazy" eyebrow="Sede" title="Campus Norte" href="/sedes/norte">
        <p data-rest="" />
      </Card>,
    );
    expect(html).toMatch(/<h3 class="title"><a class="titleLink" href="\/sedes\/norte">Campus Norte<\/a><\/h3>/);
    const positions = ['<p class="eyebrow">Sede</p>', '<h3', 'data-rest'].map((m) => html.indexOf(m));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('takes an h4 under category headings, no eyebrow when none is given, and lays the badge over the image', () => {
    const html = renderToStaticMarkup(
      <Card image={testImage} loading="eager" headingLevel="h4" title="Derecho" href="/programas/derecho" badge={<span data-badge="" />} />,
    );
    expect(html).toContain('<h4 class="title">');
    expect(html).not.toContain('eyebrow');
    expect(html).toMatch(/<div class="media">.*data-badge.*<\/div><div class="body">/);
  });
});
