/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { NEAR_FOLD_ITEMS } from '@/lib/layout/fold';
import { CardList } from './card-list';

const items = Array.from({ length: NEAR_FOLD_ITEMS + 1 }, (_, i) => ({ id: `p${i}` }));
const render = (index: number, start?: number, leadImage = false) =>
  renderToStaticMarkup(
    <CardList items={items} position={{ index, leadImage }} start={start}>
      {(item, loading) => <article data-card={item.id} data-loading={loading} />}
    </CardList>,
  );
const loadings = (html: string) => [...html.matchAll(/data-loading="([\w-]+)"/g)].map((m) => m[1]);

describe('CardList', () => {
  it('renders one list item per card, in order, in the card grid', () => {
    const html = render(0);
    expect(html.startsWith('<ul class="grid"><li><article data-card="p0"')).toBe(true);
    expect(html.match(/<li>/g)).toHaveLength(items.length);
  });

  it('loads the images of the first cards of a block near the fold eagerly (after the first at low priority), the rest lazily', () => {
    expect(loadings(render(1))).toEqual(['eager', ...Array<string>(NEAR_FOLD_ITEMS - 1).fill('eager-low'), 'lazy']);
    expect(loadings(render(2)).every((l) => l === 'lazy')).toBe(true);
  });

  it('under a lead image, requests the eager ones at low priority', () => {
    expect(loadings(render(1, 0, true))).toEqual([...Array<string>(NEAR_FOLD_ITEMS).fill('eager-low'), 'lazy']);
  });

  it('counts the cards of the lists before it in the block (one list per category)', () => {
    expect(loadings(render(1, NEAR_FOLD_ITEMS - 1))).toEqual(['eager-low', ...Array<string>(NEAR_FOLD_ITEMS).fill('lazy')]);
    expect(loadings(render(1, 0))[0]).toBe('eager');
  });
});
