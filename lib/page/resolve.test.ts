import { LANDING_PREFIX, landingFiltersFromSegments, pageName, resolvePage, SEARCH_PATH, urlSegments } from './resolve';

const seg = (path: string) => path.split('/').filter(Boolean);

describe('resolvePage (rules §2)', () => {
  it.each([
    ['root path requests the page named home', '/', { name: 'home', request: { by: 'name', name: 'home', tags: [] } }],
    ['other paths request by path plus tags of the segments', '/programas/ingenieria-de-sistemas', { name: 'programas_ingenieria_de_sistemas', request: { by: 'path', path: '/programas/ingenieria-de-sistemas', tags: ['programas', 'ingenieria-de-sistemas'] } }],
    ['/404 shows the not-found page', '/404', { notFound: true, name: '404' }],
    ['/error shows the not-found page', '/error', { notFound: true, name: '404' }],
    ['a bare /gracias is the page named gracias', '/gracias', { thankYou: true, name: 'gracias', request: { by: 'name', name: 'gracias', tags: [] } }],
    ['a path ending in /gracias is the page name followed by _gracias', '/contacto/gracias', { thankYou: true, name: 'contacto_gracias', request: { by: 'name', name: 'contacto_gracias', tags: [] } }],
    ['the bare landing path maps to the name landing', '/landing', { name: 'landing', landing: { programType: '', modality: '', campus: '', program: '' }, request: { by: 'name', name: 'landing', tags: [] } }],
    ['a landing thank-you path redirects to the landing without it', '/landing/pregrado/virtual/gracias', { redirect: '/landing/pregrado/virtual', thankYou: true }],
    ['the search path is a search page', '/buscar', { search: true }],
    ['no other path is', '/oferta-academica', { search: false }],
    ['segments are matched case-insensitively', '/Contacto', { pathname: '/contacto', name: 'contacto' }],
  ])('%s', (_rule, path, expected) => {
    expect(resolvePage(seg(path))).toMatchObject(expected);
  });

  it.each([
    [1, ['pregrado'], { programType: 'pregrado', modality: '', campus: '', program: '' }, ['opportunityType~pregrado']],
    [2, ['pregrado', 'virtual'], { programType: 'pregrado', modality: 'virtual', campus: '', program: '' }, ['opportunityType~pregrado', 'modality~virtual']],
    [3, ['pregrado', 'virtual', 'psicologia'], { programType: 'pregrado', modality: 'virtual', campus: '', program: 'psicologia' }, ['opportunityType~pregrado', 'modality~virtual', 'program~psicologia']],
    [4, ['pregrado', 'presencial', 'bogota', 'psicologia'], { programType: 'pregrado', modality: 'presencial', campus: 'bogota', program: 'psicologia' }, ['opportunityType~pregrado', 'modality~presencial', 'campus~bogota', 'program~psicologia']],
  ])('a landing path of %i segment(s) sets its filters and sends them as the request tags', (_n, segments, filters, tags) => {
    expect(landingFiltersFromSegments(segments)).toEqual(filters);
    expect(resolvePage(['landing', ...segments])).toMatchObject({ landing: filters, request: { by: 'name', name: 'landing', tags } });
    expect(resolvePage(['landing', ...segments, 'gracias'])).toMatchObject({ request: { tags } });
  });

  it.each([
    ['more than four landing segments', '/landing/a/b/c/d/e'],
    ['a segment with characters no page has', '/programas/<script>'],
    ['too many segments', '/a/b/c/d/e/f/g/h/i'],
    ['a file name (no page has a dot)', '/favicon.ico'],
  ])('rejects %s', (_rule, path) => {
    expect(resolvePage(seg(path))).toBeNull();
  });

  it('uses the fixed landing prefix and search path, whatever a configuration says', () => {
    expect([LANDING_PREFIX, SEARCH_PATH]).toEqual(['landing', '/buscar']);
    expect(resolvePage(['lp', 'posgrado'])).toMatchObject({ landing: null, request: { by: 'path', path: '/lp/posgrado' } });
    expect(resolvePage(['busqueda'])?.search).toBe(false);
  });
});

describe('pageName', () => {
  it.each([
    [[], 'home'],
    [['contacto'], 'contacto'],
    [['programas', 'ingenieria-de-sistemas'], 'programas_ingenieria_de_sistemas'],
  ])('%j → %s (slashes and hyphens become underscores)', (segments, name) => {
    expect(pageName(segments)).toBe(name);
  });
});

describe('urlSegments', () => {
  it.each([
    ['/programas/ingeniería', ['programas', 'ingeniería']],
    ['/programas/ingenier%C3%ADa', ['programas', 'ingeniería']],
    ['//evil.example', null],
    ['/favicon.ico', null],
    ['//campus//sedes', ['campus', 'sedes']],
    ['/%E0%A4%A', null],
    ['/a%2Fb', null],
  ])('%s → %j', (path, expected) => {
    expect(urlSegments(path)).toEqual(expected);
  });
});
