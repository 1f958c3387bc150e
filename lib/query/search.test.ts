import { describe, expect, it } from '@jest/globals';
import { InfiniteQueryObserver } from '@tanstack/react-query';
import type { SearchHit } from '@/lib/search/state';
import { makeQueryClient } from './client';
import { nextOffset, type ResultsPage } from '@/lib/search/state';
import { searchMoreQuery, suggestionsQuery } from './search';

const hits = (n: number): SearchHit[] => Array.from({ length: n }, (_, i) => ({ id: `h${i}`, type: 'programa', title: `h${i}`, summary: '', path: `/h${i}` }));
const page = (n: number, total: number): ResultsPage => ({ results: hits(n), total });

/** "Ver más" (rules §4, view_more): the offset of the page after the last one loaded. */
describe('nextOffset', () => {
  it.each<[string, ResultsPage, number, number | undefined]>([
    ['the first server page of 8 out of 10', page(8, 10), 0, 8],
    ['a later page continues after it', page(8, 30), 16, 24],
    ['the last page reaches the total: no more', page(2, 10), 8, undefined],
    ['a page that ends exactly at the total: no more', page(8, 16), 8, undefined],
    ['an empty page would ask for the same offset again: no more', page(0, 10), 8, undefined],
    ['a server page numbered from 3 (from 16)', page(8, 40), 16, 24],
  ])('%s', (_name, last, lastFrom, expected) => {
    expect(nextOffset(last, lastFrom)).toBe(expected);
  });
});

describe('the search queries', () => {
  it('ask the typeahead only from two characters on', () => {
    expect([suggestionsQuery('').enabled, suggestionsQuery('a').enabled, suggestionsQuery('ab').enabled]).toEqual([false, false, true]);
  });

  it('start "Ver más" from the server-rendered page, never refetched', () => {
    const first = page(8, 10);
    const options = searchMoreQuery({ q: 'ingenieria', type: '', sort: 'relevance', size: 8, from: 0 }, first);
    expect(options.initialData).toEqual({ pages: [first], pageParams: [0] });
    expect(options.staleTime).toBe(Infinity);
    expect(options.getNextPageParam(first, [first], 0, [0])).toBe(8);
  });
});

/**
 * A failed "Ver más" keeps the results shown, at once (no retry, no pause offline). The request
 * really fails: Node's fetch cannot reach the page-relative `/api/search`, as a browser cannot
 * reach a site that went away.
 */
describe('a failed "Ver más"', () => {
  it('keeps the loaded pages and reports the error', async () => {
    const client = makeQueryClient();
    const first = page(8, 10);
    const observer = new InfiniteQueryObserver(client, searchMoreQuery({ q: 'ingenieria', type: '', sort: 'relevance', size: 8, from: 0 }, first));
    const unsubscribe = observer.subscribe(() => undefined);
    const outcome = await observer.fetchNextPage();
    unsubscribe();
    expect([outcome.isFetchNextPageError, outcome.failureCount, outcome.data?.pages]).toEqual([true, 1, [first]]);
    expect(outcome.hasNextPage).toBe(true);
  });
});
