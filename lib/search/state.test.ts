import { initialSearchState, resultsAnnouncement, searchPageActions, searchReducer, totalPagesOf, type SearchAction, type SearchHit, type SearchState } from './state';

const act = (a: SearchAction) => a;

const hit = (id: string): SearchHit => ({ id, type: 'programa', title: id, summary: '', path: `/programas/${id}` });
const groups = [{ key: 'programa', label: 'Programas', count: 3 }];
const filled = (init: Partial<SearchState> = {}) =>
  initialSearchState({ results: [hit('a'), hit('b')], totalRegister: 12, totalPages: 2, currentPage: 1, groupByResult: groups, size: 10, ...init });

/** One case per search-state rule of rules §4. */
describe('searchReducer (rules §4)', () => {
  it.each([
    ['success resets the current page to 0', filled(), act({ type: 'success', results: [hit('c')], total: 12 }), (s: SearchState) => expect(s.currentPage).toBe(0)],
    ['success sets total pages = floor(total / size) + 1', filled({ size: 10 }), act({ type: 'success', results: [], total: 25 }), (s: SearchState) => expect(s.totalPages).toBe(3)],
    ['total pages counts one more page when total is a multiple of size', filled({ size: 10 }), act({ type: 'success', results: [], total: 20 }), (s: SearchState) => expect(s.totalPages).toBe(3)],
    ['view_more appends the results', filled({ paginatorType: 'view_more' }), act({ type: 'success', results: [hit('c')], total: 12 }), (s: SearchState) => expect(s.results.map((r) => r.id)).toEqual(['a', 'b', 'c'])],
    ['any other paginator replaces the results', filled({ paginatorType: 'numbered' }), act({ type: 'success', results: [hit('c')], total: 12 }), (s: SearchState) => expect(s.results.map((r) => r.id)).toEqual(['c'])],
    ['clearing empties the results', filled(), act({ type: 'clear' }), (s: SearchState) => expect(s.results).toEqual([])],
    ['a failure empties the results', filled(), act({ type: 'failure' }), (s: SearchState) => expect([s.results, s.failed]).toEqual([[], true])],
    ['a new filter search empties the results', filled(), act({ type: 'filterSearch', paginatorType: 'view_more' }), (s: SearchState) => expect([s.results, s.paginatorType]).toEqual([[], 'view_more'])],
    ['resetting the global search empties the group-by results', filled(), act({ type: 'resetGlobal' }), (s: SearchState) => expect(s.groupByResult).toEqual([])],
    ['success keeps group-by results from the answer', filled({ groupByResult: [] }), act({ type: 'success', results: [], total: 3, groups }), (s: SearchState) => expect(s.groupByResult).toEqual(groups)],
  ])('%s', (_name, state, action, check) => {
    check(searchReducer(state, action));
  });

  it('starting a search flags it and keeps the list until the answer', () => {
    const s = searchReducer(filled(), { type: 'start', searchText: 'ingenieria' });
    expect([s.isSearching, s.searchText, s.results.length]).toEqual([true, 'ingenieria', 2]);
  });

  it('totalPagesOf never divides by zero', () => {
    expect(totalPagesOf(0, 0)).toBe(1);
  });
});

describe('searchPageActions (rules §4, from the search page UI)', () => {
  const run = (q: string, from: SearchState) => searchPageActions(q, 'view_more', 8).reduce(searchReducer, from);
  it.each<[string, string, (s: SearchState) => void]>([
    ['"Borrar búsqueda" (no text) clears the text, results and tabs', '', (s) => expect([s.searchText, s.results, s.groupByResult, s.totalRegister]).toEqual(['', [], [], 0])],
    ['a new text resets the global search (tabs) and empties the list', 'derecho', (s) => expect([s.searchText, s.results, s.groupByResult, s.isSearching]).toEqual(['derecho', [], [], true])],
    ['the filter search takes the paginator type and page size', 'derecho', (s) => expect([s.paginatorType, s.size]).toEqual(['view_more', 8])],
  ])('%s', (_name, q, check) => {
    check(run(q, filled({ searchText: 'ingenieria' })));
  });
});

describe('resultsAnnouncement (rules §8)', () => {
  it.each([
    [0, 'No results available'],
    [1, '1 result(s) available'],
    [7, '7 result(s) available'],
  ])('%i → %s', (n, text) => expect(resultsAnnouncement(n)).toBe(text));
});
