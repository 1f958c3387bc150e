/**
 * Academic-offer filters (rules §3 Programs, Filter option; §4 Filters, Redirect helper). Pure:
 * navigation is a callback, so the rules are table-tested and the island only wires them.
 */
import { normalizePhrase } from '@/lib/search/query';

export type FilterOption = {
  name: string;
  id: string;
  path: string;
  vocabularyName: string;
  type: string;
  searchType: string;
};

/** What a program exposes to the filters (rules §3: title, keywords, filters[]). */
export type FilterableProgram = { title: string; keywords: string[]; filters: string[]; programType: string; modality: string; modalityLabel: string };

export type FilterState = { selected: FilterOption[]; checkboxes: Record<string, boolean> };

export const EMPTY_FILTERS: FilterState = { selected: [], checkboxes: {} };
const IGNORED_ID = 'vocabulary';

/** Add an option once (the id "vocabulary" is ignored) and check its checkbox. */
export function addFilter(state: FilterState, option: FilterOption): FilterState {
  if (option.id === IGNORED_ID || state.selected.some((o) => o.id === option.id)) return state;
  return { selected: [...state.selected, option], checkboxes: { ...state.checkboxes, [option.id]: true } };
}

/** Remove an option and uncheck its checkbox. */
export function removeFilter(state: FilterState, id: string): FilterState {
  return { selected: state.selected.filter((o) => o.id !== id), checkboxes: { ...state.checkboxes, [id]: false } };
}

export type DeleteContext = {
  basePath: string;
  /** The rest of the query (text search, category); non-empty keeps the visitor where they are. */
  queryString: string;
  suppressRedirect?: boolean;
  navigate: (href: string) => void;
};

/**
 * Delete a filter (rules §4): none left and no query → navigate to the base path, signal true;
 * exactly one left, no query, not suppressed → navigate to that option's path, signal false.
 * `navigated` tells the caller whether it still has to update the URL itself.
 */
export function deleteFilter(state: FilterState, id: string, ctx: DeleteContext): { state: FilterState; signal: boolean; navigated: boolean } {
  const next = removeFilter(state, id);
  const [only] = next.selected;
  if (next.selected.length === 0 && !ctx.queryString) {
    ctx.navigate(ctx.basePath);
    return { state: next, signal: true, navigated: true };
  }
  if (next.selected.length === 1 && only && !ctx.queryString && !ctx.suppressRedirect) {
    ctx.navigate(only.path);
    return { state: next, signal: false, navigated: true };
  }
  return { state: next, signal: false, navigated: false };
}

/**
 * Redirect helper (rules §4): no query params, or the current URL already equals the target →
 * nothing, false. Otherwise navigate to the target (or the first path segment of the current
 * URL) with the query params, and return true.
 */
export function redirectWithParams(input: { params: URLSearchParams; currentUrl: string; target?: string; navigate: (href: string) => void }): boolean {
  const query = input.params.toString();
  if (!query) return false;
  const current = new URL(input.currentUrl, 'http://site.local');
  const base = input.target || `/${current.pathname.split('/').filter(Boolean)[0] ?? ''}`;
  const href = `${base}?${query}`;
  // "Already at the target" means at the target with these params: a path alone would block
  // every change of filters on the page itself.
  if (`${current.pathname}${current.search}` === href) return false;
  input.navigate(href);
  return true;
}

/* ---------- URL state: ?filtro=a,b&categoria=pregrado&q=texto ---------- */

export type OfferQuery = { filters: string[]; category: string; text: string };

const ID_RE = /^[\w-]{1,60}$/;
const slugOf = (s: string) => normalizePhrase(s).replace(/ /g, '-');

export function parseOfferQuery(params: URLSearchParams): OfferQuery {
  const filters = [...new Set((params.get('filtro') ?? '').split(',').filter((id) => ID_RE.test(id)))].slice(0, 20);
  const category = params.get('categoria') ?? '';
  return { filters, category: ID_RE.test(category) ? category : '', text: (params.get('q') ?? '').slice(0, 100) };
}

/** Query params of a view; the filters keep the order they were selected in. */
export function offerParams({ filters, category, text }: OfferQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (category) params.set('categoria', category);
  if (filters.length) params.set('filtro', filters.join(','));
  if (text.trim()) params.set('q', text); // untrimmed: the field is typed into as the URL follows
  return params;
}

/** The selected list rebuilt from the URL (unknown ids dropped). */
export function stateFromIds(options: readonly FilterOption[], ids: readonly string[]): FilterState {
  return ids.reduce((state, id) => {
    const option = options.find((o) => o.id === id);
    return option ? addFilter(state, option) : state;
  }, EMPTY_FILTERS);
}

/**
 * Does a program match? Options of one vocabulary are alternatives (OR), vocabularies combine
 * with AND; the text matches title or keywords, accent-insensitively, word by word.
 */
export function matchesProgram(program: FilterableProgram, selected: readonly FilterOption[], text: string): boolean {
  const byVocabulary = new Map<string, FilterOption[]>();
  for (const o of selected) byVocabulary.set(o.vocabularyName, [...(byVocabulary.get(o.vocabularyName) ?? []), o]);
  for (const options of byVocabulary.values()) {
    const ok = options.some((o) =>
      o.searchType === 'modality' ? program.modality === o.id || slugOf(program.modalityLabel) === o.id
      : o.searchType === 'programType' ? program.programType === o.id
      : program.filters.includes(o.id),
    );
    if (!ok) return false;
  }
  const words = normalizePhrase(text).split(' ').filter(Boolean);
  if (!words.length) return true;
  const haystack = normalizePhrase([program.title, ...program.keywords].join(' '));
  return words.every((w) => haystack.includes(w));
}
