/**
 * Search state and its transitions (rules §3 Search/Pagination, §4). Pure: used by the search
 * page on the server (initial state) and by its "Ver más" island in the browser.
 */

import type { Image } from '@/lib/content/schema';

export type SearchHit = {
  id: string;
  type: string;
  typeLabel?: string;
  title: string;
  summary: string;
  path: string;
  date?: number | null;
  image?: Image | null;
  /** A program's type, modality and campus. */
  facts?: string[];
};

/** The header typeahead's minimum term (rules §9). */
export const SUGGEST_MIN_CHARS = 2;

/** One page of results of the site's `/api/search`. */
export type ResultsPage = { results: SearchHit[]; total: number };

/**
 * Offset of the page after `last`, which started at `lastFrom`; none once the total is reached
 * (or when a page came back empty, which would ask for the same offset again).
 */
export function nextOffset(last: ResultsPage, lastFrom: number): number | undefined {
  const next = lastFrom + last.results.length;
  return last.results.length > 0 && next < last.total ? next : undefined;
}

export type SearchGroup = { key: string; label: string; count: number };

/** `view_more` appends the next page; any other paginator replaces the list. */
export type PaginatorType = 'view_more' | 'numbered';

export type SearchState = {
  searchText: string;
  paginatorType: PaginatorType;
  /** Page size (spec: quantityForPages). */
  size: number;
  currentPage: number;
  totalPages: number;
  totalRegister: number;
  results: SearchHit[];
  groupByResult: SearchGroup[];
  isSearching: boolean;
  failed: boolean;
};

export type SearchAction =
  | { type: 'start'; searchText?: string }
  | { type: 'success'; results: SearchHit[]; total: number; groups?: SearchGroup[] }
  | { type: 'failure' }
  | { type: 'clear' }
  | { type: 'filterSearch'; paginatorType?: PaginatorType; size?: number }
  | { type: 'resetGlobal' };

export function initialSearchState(init: Partial<SearchState> = {}): SearchState {
  return {
    searchText: '',
    paginatorType: 'numbered',
    size: 10,
    currentPage: 0,
    totalPages: 0,
    totalRegister: 0,
    results: [],
    groupByResult: [],
    isSearching: false,
    failed: false,
    ...init,
  };
}

/** Rules §4: total pages = floor(total / page size) + 1. */
export const totalPagesOf = (total: number, size: number) => Math.floor(total / Math.max(1, size)) + 1;

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'start':
      return { ...state, isSearching: true, failed: false, searchText: action.searchText ?? state.searchText };
    case 'success':
      return {
        ...state,
        isSearching: false,
        failed: false,
        currentPage: 0,
        totalPages: totalPagesOf(action.total, state.size),
        totalRegister: action.total,
        results: state.paginatorType === 'view_more' ? [...state.results, ...action.results] : action.results,
        groupByResult: action.groups ?? state.groupByResult,
      };
    case 'failure':
      return { ...state, isSearching: false, failed: true, results: [], totalRegister: 0, totalPages: 0 };
    case 'clear':
      return { ...state, isSearching: false, failed: false, results: [], totalRegister: 0, totalPages: 0, searchText: '' };
    case 'filterSearch':
      return {
        ...state,
        results: [],
        paginatorType: action.paginatorType ?? state.paginatorType,
        size: action.size ?? state.size,
      };
    case 'resetGlobal':
      return { ...state, groupByResult: [] };
  }
}

/**
 * What a visit of the search page asks for, as reducer actions before the answers (rules §4):
 * no text is the cleared search ("Borrar búsqueda"); a text is a new global search, which
 * resets the previous group-by results, then a filter search (tab, order, page) of the chosen
 * paginator type, which empties the list until its answer.
 */
export function searchPageActions(q: string, paginatorType: PaginatorType, size: number): SearchAction[] {
  if (!q) return [{ type: 'clear' }, { type: 'resetGlobal' }];
  return [{ type: 'resetGlobal' }, { type: 'start', searchText: q }, { type: 'filterSearch', paginatorType, size }];
}

/** The typeahead's announcement (rules §8), kept in the spec's exact English wording. */
export function resultsAnnouncement(count: number): string {
  return count === 0 ? 'No results available' : `${count} result(s) available`;
}
