import { describe, expect, it } from '@jest/globals';
import { clampPage, pageCount, pageFromUrl, pageRange, searchWithPage } from './paginate';

describe('pageCount (rules §4 paginator fallbacks)', () => {
  it.each([
    // total, perPage, pages
    [0, 6, 1],
    [0, undefined, 1],
    [0, 0, 1],
    [1, 6, 1],
    [5, 6, 1],
    [6, 6, 1],
    [7, 6, 2],
    [5, 3, 2],
    [13, 3, 5],
    [5, 1, 5],
    // the count cannot be computed: two as the last fallback
    [undefined, 6, 2],
    [null, 6, 2],
    [5, 0, 2],
    [5, -3, 2],
    [5, 2.5, 2],
    [Number.NaN, 6, 2],
    [5, undefined, 2],
  ])('total %p, %p per page → %p pages', (total, perPage, pages) => {
    expect(pageCount(total, perPage)).toBe(pages);
  });
});

describe('clampPage', () => {
  it.each([
    [1, 3, 1],
    [3, 3, 3],
    [4, 3, 3],
    [0, 3, 1],
    [-2, 3, 1],
    [1.5, 3, 1],
    [Number.NaN, 3, 1],
    [2, 0, 1],
  ])('page %p of %p → %p', (page, pages, expected) => {
    expect(clampPage(page, pages)).toBe(expected);
  });
});

describe('pageRange', () => {
  it.each([
    [1, 3, 0, 3],
    [2, 3, 3, 6],
    [3, 6, 12, 18],
  ])('page %p, %p per page → [%p, %p)', (page, perPage, start, end) => {
    expect(pageRange(page, perPage)).toEqual({ start, end });
  });
});

describe('pageFromUrl', () => {
  it.each([
    ['', '', 1],
    ['?pagina=2', '', 2],
    ['?utm_source=x&pagina=3', '', 3],
    ['', '#pagina-2', 2],
    ['?pagina=4', '#pagina-2', 4],
    ['?pagina=0', '', 1],
    ['?pagina=-1', '', 1],
    ['?pagina=2abc', '', 1],
    ['?pagina=', '#pagina-2', 1],
    ['', '#pagina-x', 1],
    ['', '#contacto', 1],
  ])('search %p hash %p → page %p', (search, hash, page) => {
    expect(pageFromUrl(search, hash)).toBe(page);
  });
});

describe('searchWithPage', () => {
  it.each([
    ['', 2, '?pagina=2'],
    ['?pagina=2', 1, ''],
    ['?utm_source=x', 3, '?utm_source=x&pagina=3'],
    ['?utm_source=x&pagina=3', 1, '?utm_source=x'],
  ])('%p with page %p → %p', (search, page, expected) => {
    expect(searchWithPage(search, page)).toBe(expected);
  });
});
