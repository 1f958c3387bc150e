import {
  addFilter,
  deleteFilter,
  EMPTY_FILTERS,
  matchesProgram,
  offerParams,
  parseOfferQuery,
  redirectWithParams,
  removeFilter,
  stateFromIds,
  type FilterOption,
  type FilterState,
} from './filters';

const option = (id: string, vocabularyName = 'areas', searchType = 'filters'): FilterOption => ({
  name: id,
  id,
  path: `/oferta-academica?filtro=${id}`,
  vocabularyName,
  type: 'checkbox',
  searchType,
});
const ing = option('ingenieria');
const salud = option('salud');
const virtual = option('virtual', 'modalidad', 'modality');
const withAll = (...opts: FilterOption[]): FilterState => opts.reduce(addFilter, EMPTY_FILTERS);

describe('selected list and checkboxes (rules §4)', () => {
  it.each([
    ['an option is added and its checkbox checked', EMPTY_FILTERS, ing, ['ingenieria'], true],
    ['an option is added once', withAll(ing), ing, ['ingenieria'], true],
    ['the id "vocabulary" is ignored', EMPTY_FILTERS, option('vocabulary'), [], undefined],
  ])('%s', (_name, state, added, ids, checked) => {
    const next = addFilter(state, added);
    expect(next.selected.map((o) => o.id)).toEqual(ids);
    expect(next.checkboxes[added.id]).toBe(checked);
  });

  it('removal unchecks the option', () => {
    const next = removeFilter(withAll(ing, salud), 'ingenieria');
    expect(next.selected.map((o) => o.id)).toEqual(['salud']);
    expect(next.checkboxes.ingenieria).toBe(false);
  });
});

describe('deleteFilter (rules §4)', () => {
  it.each([
    ['no options left, no query → base path, true', withAll(ing), '', false, '/oferta-academica', true],
    ['no options left but a query → stays, false', withAll(ing), 'q=datos', false, null, false],
    ['exactly one left, no query, not suppressed → that option’s path, false', withAll(ing, salud), '', false, salud.path, false],
    ['exactly one left but suppressed → stays, false', withAll(ing, salud), '', true, null, false],
    ['exactly one left but a query → stays, false', withAll(ing, salud), 'categoria=pregrado', false, null, false],
    ['two or more left → stays, false', withAll(ing, salud, virtual), '', false, null, false],
  ])('%s', (_name, state, queryString, suppressRedirect, target, signal) => {
    const navigate = jest.fn();
    const result = deleteFilter(state, 'ingenieria', { basePath: '/oferta-academica', queryString, suppressRedirect, navigate });
    expect(result.signal).toBe(signal);
    expect(result.state.checkboxes.ingenieria).toBe(false);
    if (target) expect(navigate).toHaveBeenCalledWith(target);
    else expect(navigate).not.toHaveBeenCalled();
    expect(result.navigated).toBe(target !== null);
  });
});

describe('redirectWithParams (rules §4)', () => {
  const params = (s: string) => new URLSearchParams(s);
  it.each([
    ['no query params → nothing, false', '', '/oferta-academica', '/oferta-academica', null, false],
    ['current URL already equals the target → nothing, false', 'filtro=salud', '/oferta-academica?filtro=salud', '/oferta-academica', null, false],
    ['otherwise → target with the params, true', 'filtro=salud', '/oferta-academica', '/oferta-academica', '/oferta-academica?filtro=salud', true],
    ['no target → first path segment with the params, true', 'q=datos', '/oferta-academica/extra', '', '/oferta-academica?q=datos', true],
  ])('%s', (_name, query, currentUrl, target, href, result) => {
    const navigate = jest.fn();
    expect(redirectWithParams({ params: params(query), currentUrl, target, navigate })).toBe(result);
    if (href) expect(navigate).toHaveBeenCalledWith(href);
    else expect(navigate).not.toHaveBeenCalled();
  });
});

describe('URL state and matching', () => {
  it('round-trips a view through the query string', () => {
    const view = { filters: ['ingenieria', 'virtual'], category: 'pregrado', text: 'datos' };
    expect(parseOfferQuery(offerParams(view))).toEqual(view);
    expect(parseOfferQuery(new URLSearchParams('filtro=a,a,<x>&categoria=../'))).toEqual({ filters: ['a'], category: '', text: '' });
  });

  it('rebuilds the selected list from ids, dropping unknown ones', () => {
    expect(stateFromIds([ing, salud], ['salud', 'nope']).selected).toEqual([salud]);
  });

  const program = { title: 'Ingeniería de Sistemas', keywords: ['software'], filters: ['ingenieria', 'tecnologia'], programType: 'pregrado', modality: 'PRE', modalityLabel: 'Presencial' };
  it.each([
    ['no filters', [], '', true],
    ['one area that matches', [ing], '', true],
    ['areas are alternatives', [salud, ing], '', true],
    ['vocabularies combine with AND', [ing, virtual], '', false],
    ['modality by its label slug', [option('presencial', 'modalidad', 'modality')], '', true],
    ['text on title without accents', [], 'ingenieria sis', true],
    ['text on keywords', [], 'SOFTWARE', true],
    ['text that does not match', [], 'medicina', false],
  ])('%s', (_name, selected, text, expected) => {
    expect(matchesProgram(program, selected, text)).toBe(expected);
  });
});
