import { describe, expect, it } from '@jest/globals';
import {
  footerColumnClass,
  footerItemKind,
  initialCollapsed,
  viewportFromWidth,
  type CollapseOptions,
  type Viewport,
} from './footer-collapse';

const COLUMNS = [{ hasLinkTitle: true }, { hasLinkTitle: false }, { hasLinkTitle: true }];
const opts = (viewport: Viewport, collapse: boolean, fullCollapse: boolean): CollapseOptions => ({ viewport, collapse, fullCollapse });

describe('initialCollapsed (spec §4)', () => {
  it.each<[string, CollapseOptions, boolean[]]>([
    ['mobile + collapse: all but the first', opts('mobile', true, false), [false, true, true]],
    ['tablet + collapse only: none', opts('tablet', true, false), [false, false, false]],
    ['desktop + collapse: none', opts('desktop', true, false), [false, false, false]],
    ['mobile + full collapse: columns with link title', opts('mobile', false, true), [true, false, true]],
    ['tablet + full collapse: columns with link title', opts('tablet', false, true), [true, false, true]],
    ['desktop + full collapse: none', opts('desktop', false, true), [false, false, false]],
    ['mobile + both: either rule', opts('mobile', true, true), [true, true, true]],
    ['nothing enabled: none', opts('mobile', false, false), [false, false, false]],
  ])('%s', (_rule, options, expected) => {
    expect(initialCollapsed(COLUMNS, options)).toEqual(expected);
  });

  it('no columns → []', () => {
    expect(initialCollapsed([], opts('mobile', true, true))).toEqual([]);
  });
});

describe('viewportFromWidth (spec §4)', () => {
  it.each<[number, Viewport]>([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [991, 'tablet'],
    [992, 'desktop'],
    [1920, 'desktop'],
  ])('%i px → %s', (width, expected) => {
    expect(viewportFromWidth(width)).toBe(expected);
  });
});

describe('footerColumnClass (spec §2 Footer grid)', () => {
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

describe('footerItemKind (spec §4)', () => {
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
