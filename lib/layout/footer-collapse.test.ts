import { describe, expect, it } from '@jest/globals';
import {
  footerColumnClass,
  footerItemKind,
  hasLinkTitle,
  initialCollapsed,
  viewportFrom,
  type CollapseOptions,
  type Viewport,
} from './footer-collapse';

const COLUMNS = [{ hasLinkTitle: true }, { hasLinkTitle: false }, { hasLinkTitle: true }];
const opts = (viewport: Viewport, collapse: boolean, fullCollapse: boolean): CollapseOptions => ({ viewport, collapse, fullCollapse });

describe('initialCollapsed (rules §4)', () => {
  it.each<[string, CollapseOptions, boolean[]]>([
    ['mobile + collapse: all but the first that can be toggled', opts('mobile', true, false), [false, false, true]],
    ['tablet + collapse only: none', opts('tablet', true, false), [false, false, false]],
    ['desktop + collapse: none', opts('desktop', true, false), [false, false, false]],
    ['mobile + full collapse: columns with link title', opts('mobile', false, true), [true, false, true]],
    ['tablet + full collapse: columns with link title', opts('tablet', false, true), [true, false, true]],
    ['desktop + full collapse: none', opts('desktop', false, true), [false, false, false]],
    ['mobile + both: either rule, never a column without a title', opts('mobile', true, true), [true, false, true]],
    ['nothing enabled: none', opts('mobile', false, false), [false, false, false]],
  ])('%s', (_rule, options, expected) => {
    expect(initialCollapsed(COLUMNS, options)).toEqual(expected);
  });

  // A column without a title has no chevron, so it cannot be opened again.
  it.each<[string, CollapseOptions]>([
    ['mobile + collapse', opts('mobile', true, false)],
    ['mobile + full collapse', opts('mobile', false, true)],
    ['tablet + full collapse', opts('tablet', false, true)],
    ['mobile + both', opts('mobile', true, true)],
  ])('a column without a title is never collapsed: %s', (_rule, options) => {
    const untitled = [{ hasLinkTitle: true }, { hasLinkTitle: false }, { hasLinkTitle: false }];
    expect(initialCollapsed(untitled, options).slice(1)).toEqual([false, false]);
  });

  it.each<[string | null, boolean]>([
    ['Programas', true],
    ['  Programas ', true],
    ['', false],
    ['   ', false],
    [null, false],
  ])('column title %j can be toggled: %j', (title, expected) => {
    expect(hasLinkTitle(title)).toBe(expected);
  });

  it('no columns → []', () => {
    expect(initialCollapsed([], opts('mobile', true, true))).toEqual([]);
  });
});

/** A viewport `width` px wide answering a max-width media query, as the browser does. */
const viewportOf = (width: number) => (query: string) => {
  const max = /^\(max-width: ([\d.]+)px\)$/.exec(query);
  if (!max) throw new Error(`unexpected query ${query}`);
  return width <= Number(max[1]);
};

describe('viewportFrom (rules §4)', () => {
  it.each<[number, Viewport]>([
    [320, 'mobile'],
    [767, 'mobile'],
    [767.5, 'mobile'],
    [768, 'tablet'],
    [991, 'tablet'],
    [992, 'desktop'],
    [1920, 'desktop'],
  ])('%d px → %s', (width, expected) => {
    expect(viewportFrom(viewportOf(width))).toBe(expected);
  });
});

describe('footerColumnClass (rules §2 Footer grid)', () => {
  it.each([
    ['n columns', 3, 'col-12 col-lg-3'],
    ['full width', 12, 'col-12 col-lg-12'],
    ['rounded', 4.4, 'col-12 col-lg-4'],
    ['clamped low', 0, 'col-12 col-lg-1'],
    ['clamped high', 20, 'col-12 col-lg-12'],
    ['NaN → 12', Number.NaN, 'col-12 col-lg-12'],
  ])('%s', (_rule, n, expected) => {
    expect(footerColumnClass(n)).toBe(expected);
  });
});

describe('footerItemKind (rules §4)', () => {
  it.each([
    ['button', 'button'],
    ['Images_Link', 'images_link'],
    ['LINK_ICON', 'link_icon'],
    ['textos', 'textos'],
    ['Content', 'content'],
    ['categories', 'categories'],
    ['  button  ', 'button'],
    ['unknown', null],
    ['buttons', null],
    ['', null],
  ])('%j → %j', (identifier, expected) => {
    expect(footerItemKind(identifier)).toBe(expected);
  });
});
