import { locate, type Location } from './locate';
import { pathnameSegments, urlSegments } from './resolve';

const page = (pathname: string, more: object = {}) => ({ to: 'page', resolution: { pathname, ...more } });
const invalid: Location = { to: 'not-found', reason: 'invalid' };
const notFoundPath: Location = { to: 'not-found', reason: 'not-found-path' };

describe('locate: decoded segments → page, not-found or redirect', () => {
  it.each<[string, string[] | null, object]>([
    ['the root path is home', [], page('/', { name: 'home' })],
    ['a decoded accented segment is a page', ['programas', 'ingeniería'], page('/programas/ingeniería', { request: { by: 'path', path: '/programas/ingeniería', tags: ['programas', 'ingeniería'] } })],
    ['segments are matched case-insensitively', ['Contacto'], page('/contacto', { name: 'contacto' })],
    ['a segment still percent-encoded is never decoded a second time', ['programas', 'ingenier%C3%ADa'], invalid],
    ['%2541 decoded once is %41, not A', ['%41'], invalid],
    ['a decoded %2F stays inside its segment', ['a/b'], invalid],
    ['a decoded %2F%2F cannot reach another origin', ['landing', '//evil.example', 'gracias'], invalid],
    ['a backslash is no segment', ['landing', '\\\\evil.example', 'gracias'], invalid],
    ['a file name (no page has a dot)', ['favicon.ico'], invalid],
    ['a path that failed to decode (null)', null, invalid],
    ['/404 shows the not-found page', ['404'], notFoundPath],
    ['/error shows the not-found page', ['error'], notFoundPath],
    ['a bare /gracias is the thank-you page named gracias', ['gracias'], page('/gracias', { thankYou: true, name: 'gracias', landing: null })],
    ['a page thank-you is the page name followed by _gracias', ['contacto', 'gracias'], page('/contacto/gracias', { thankYou: true, name: 'contacto_gracias' })],
    ['a landing thank-you redirects to the landing', ['landing', 'pregrado', 'virtual', 'gracias'], { to: 'redirect', location: '/landing/pregrado/virtual' }],
    ['the bare landing thank-you redirects to the bare landing', ['landing', 'gracias'], { to: 'redirect', location: '/landing' }],
    ['a landing sets its filters', ['landing', 'pregrado', 'virtual', 'psicologia'], page('/landing/pregrado/virtual/psicologia', { name: 'landing', landing: { programType: 'pregrado', modality: 'virtual', campus: '', program: 'psicologia' }, request: { by: 'name', name: 'landing', tags: ['opportunityType~pregrado', 'modality~virtual', 'program~psicologia'] } })],
    ['a landing of four filters sets the campus', ['landing', 'pregrado', 'presencial', 'bogota', 'derecho'], page('/landing/pregrado/presencial/bogota/derecho', { landing: { programType: 'pregrado', modality: 'presencial', campus: 'bogota', program: 'derecho' } })],
    ['a landing of five filters is no page', ['landing', 'a', 'b', 'c', 'd', 'e'], invalid],
    ['no page other than a landing has filters', ['programas', 'derecho'], page('/programas/derecho', { landing: null })],
    ['the search path is marked (never indexed)', ['buscar'], page('/buscar', { search: true })],
  ])('%s', (_rule, segments, expected) => {
    expect(locate(segments)).toMatchObject(expected);
  });
});

describe('urlSegments: a path as it travels in a URL, decoded exactly once', () => {
  it.each<[string, Location | object]>([
    ['/programas/ingenier%C3%ADa', page('/programas/ingeniería')],
    ['/programas/ingenier%25C3%25ADa', invalid],
    ['/%2541', invalid],
    ['/a%2Fb', invalid],
    ['/%E0%A4%A', invalid],
    ['/%ff', invalid],
    ['//evil.example', invalid],
    ['/landing/pregrado/gracias', { to: 'redirect', location: '/landing/pregrado' }],
    ['/landing/%2F%2Fevil.example/gracias', invalid],
    ['/contacto/gracias', page('/contacto/gracias', { thankYou: true })],
  ])('%s', (path, expected) => {
    expect(locate(urlSegments(path))).toMatchObject(expected);
  });
});

describe('pathnameSegments: a canonical pathname (already decoded) is split, never decoded', () => {
  it.each<[string, string[]]>([
    ['/', []],
    ['/programas/ingeniería', ['programas', 'ingeniería']],
    ['/programas/ingenier%C3%ADa', ['programas', 'ingenier%C3%ADa']],
    ['//campus//sedes', ['campus', 'sedes']],
  ])('%s → %j', (pathname, segments) => {
    expect(pathnameSegments(pathname)).toEqual(segments);
  });

  it('the canonical pathname of every page leads back to the same page', () => {
    for (const path of ['/', '/programas/ingeniería', '/landing/pregrado/virtual', '/contacto/gracias', '/buscar']) {
      const there = locate(urlSegments(encodeURI(path)));
      expect(there.to).toBe('page');
      if (there.to === 'page') expect(locate(pathnameSegments(there.resolution.pathname))).toEqual(there);
    }
  });
});
