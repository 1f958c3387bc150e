import { buildRedirects, canonicalPath, changedRedirectPaths, foldPath, redirectAt, withQuery, type RedirectEntry } from './rules';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const DAY = 86_400_000;
const ORIGIN = 'https://www.universidad.example';
const build = (entries: RedirectEntry[]) => buildRedirects(entries, { now: NOW, origin: ORIGIN });
const moved = (from: string, to: string, extra: Partial<RedirectEntry> = {}): RedirectEntry => ({ from, to, status: 301, ...extra });

describe('foldPath', () => {
  it.each([
    ['/programas/psicologia', '/programas/psicologia'],
    ['/Programas/Psicologia', '/programas/psicologia'],
    ['/programas/psicologia/', '/programas/psicologia'],
    ['//programas///psicologia', '/programas/psicologia'],
    ['/programas/ingenier%C3%ADa', '/programas/ingeniería'],
    ['/PROGRAMAS/INGENIER%C3%8DA/', '/programas/ingeniería'],
    ['/', '/'],
    ['/a%2Fb', null],
    ['/%E0%A4%A', null],
    ['/wp-login.PHP', null],
  ])('%s → %s, as lib/page folds it', (path, key) => {
    expect(foldPath(path)).toBe(key);
  });

  it('hands an already folded path back as it is, without validating it', () => {
    const path = '/programas/psicologia';
    expect(foldPath(path)).toBe(path);
    expect(foldPath('/favicon.ico')).toBe('/favicon.ico');
    expect(canonicalPath('/favicon.ico')).toBeNull();
  });
});

describe('withQuery', () => {
  it.each([
    ['/b', '', '/b'],
    ['/b', '?utm_source=google&gclid=x', '/b?utm_source=google&gclid=x'],
    ['/b?area=salud', '?utm_source=google', '/b?area=salud&utm_source=google'],
    ['/b#form', '?utm_source=google', '/b?utm_source=google#form'],
    ['https://otro.example/x?y=1#z', '?gclid=1', 'https://otro.example/x?y=1&gclid=1#z'],
  ])('%s with %s → %s', (target, search, url) => {
    expect(withQuery(target, search)).toBe(url);
  });
});

describe('buildRedirects', () => {
  it.each([
    { name: 'a moved entry answers 308', entries: [moved('/a', '/b')], from: '/a', hop: { target: '/b', status: 308 } },
    { name: '308 stays 308', entries: [moved('/a', '/b', { status: 308 })], from: '/a', hop: { target: '/b', status: 308 } },
    { name: 'a temporary 302 answers 307', entries: [moved('/a', '/b', { status: 302 })], from: '/a', hop: { target: '/b', status: 307 } },
    { name: 'the source is folded', entries: [moved('/Viejo/Camino/', '/b')], from: '/viejo/camino', hop: { target: '/b', status: 308 } },
    { name: 'an accented source is folded', entries: [moved('/programas/Ingeniería', '/b')], from: '/programas/ingeniería', hop: { target: '/b', status: 308 } },
    { name: 'a chain is one hop', entries: [moved('/a', '/b'), moved('/b', '/c'), moved('/c', '/d')], from: '/a', hop: { target: '/d', status: 308 } },
    { name: 'a chain listed backwards is one hop', entries: [moved('/c', '/d'), moved('/b', '/c'), moved('/a', '/b')], from: '/a', hop: { target: '/d', status: 308 } },
    { name: 'a chain through a temporary hop is temporary', entries: [moved('/a', '/b'), moved('/b', '/c', { status: 307 })], from: '/a', hop: { target: '/c', status: 307 } },
    { name: 'a chain follows a folded target', entries: [moved('/a', '/B/'), moved('/b', '/c')], from: '/a', hop: { target: '/c', status: 308 } },
    { name: 'a chain keeps a hop’s query', entries: [moved('/a', '/b?area=salud'), moved('/b', '/c')], from: '/a', hop: { target: '/c?area=salud', status: 308 } },
    { name: 'an absolute URL of the site is a path', entries: [moved('/a', `${ORIGIN}/b`), moved('/b', '/c')], from: '/a', hop: { target: '/c', status: 308 } },
    { name: 'an absolute URL elsewhere ends the chain', entries: [moved('/a', 'https://biblioteca.example/')], from: '/a', hop: { target: 'https://biblioteca.example/', status: 308 } },
  ])('$name', ({ entries, from, hop }) => {
    const { table, refused } = build(entries);
    expect(refused).toEqual([]);
    expect(redirectAt(table, from, NOW)).toMatchObject(hop);
  });

  it.each([
    { name: 'a path to itself', entries: [moved('/a', '/a')], loops: ['/a'] },
    { name: 'a path to itself once folded', entries: [moved('/a', '/A/')], loops: ['/a'] },
    { name: 'a two-path loop', entries: [moved('/a', '/b'), moved('/b', '/a')], loops: ['/a', '/b'] },
    { name: 'a path leading into a loop', entries: [moved('/x', '/a'), moved('/a', '/b'), moved('/b', '/c'), moved('/c', '/a')], loops: ['/a', '/b', '/c', '/x'] },
  ])('refuses $name and keeps the others', ({ entries, loops }) => {
    const { table, refused } = build([...entries, moved('/ok', '/fin')]);
    expect(refused.filter((r) => r.reason === 'loop').map((r) => r.from).sort()).toEqual(loops);
    for (const path of loops) expect(table.has(path)).toBe(false);
    expect(redirectAt(table, '/ok', NOW)).toMatchObject({ target: '/fin' });
  });

  it.each([
    ['a source that is no page path', moved('/a.php', '/b')],
    ['a relative source', moved('a', '/b')],
    ['a staff path', moved('/staff/enlaces', '/b')],
    ['an API path', moved('/api/forms/lead', '/b')],
    ['a media path', moved('/media/folleto', '/b')],
    ['a target of another scheme', moved('/a', 'javascript:alert(1)')],
    ['a protocol-relative target', moved('/a', '//evil.example/x')],
    ['an unknown status', moved('/a', '/b', { status: 303 as 301 })],
    ['an unreadable expiry', moved('/a', '/b', { expires: 'pronto' })],
  ])('refuses %s', (_name, entry) => {
    const { table, refused } = build([entry]);
    expect(table.size).toBe(0);
    expect(refused).toEqual([expect.objectContaining({ reason: 'invalid' })]);
  });

  it('keeps the first of two entries for one path', () => {
    const { table, refused } = build([moved('/a', '/b'), moved('/A/', '/c')]);
    expect(redirectAt(table, '/a', NOW)).toMatchObject({ target: '/b' });
    expect(refused).toEqual([{ from: '/a', reason: 'duplicate' }]);
  });

  it('leaves out an entry already expired, and counts it', () => {
    const { table, expired } = build([moved('/a', '/b', { expires: new Date(NOW - DAY).toISOString() })]);
    expect(table.size).toBe(0);
    expect(expired).toBe(1);
  });
});

describe('redirectAt', () => {
  it('is null for a path no redirect names', () => {
    expect(redirectAt(build([moved('/a', '/b')]).table, '/c', NOW)).toBeNull();
  });

  it('stops redirecting when the entry expires', () => {
    const { table } = build([moved('/a', '/b', { status: 307, expires: new Date(NOW + DAY).toISOString() })]);
    expect(redirectAt(table, '/a', NOW + DAY - 1)).toMatchObject({ target: '/b', status: 307 });
    expect(redirectAt(table, '/a', NOW + DAY)).toBeNull();
  });

  it('sends to its own hop once a later hop of its chain expires', () => {
    const { table } = build([moved('/a', '/b'), moved('/b', '/c', { expires: new Date(NOW + DAY).toISOString() })]);
    expect(redirectAt(table, '/a', NOW)).toMatchObject({ target: '/c' });
    expect(redirectAt(table, '/a', NOW + DAY)).toEqual({ target: '/b', status: 308 });
  });

  it('resolves 50,000 chained redirects without recursion', () => {
    const entries = Array.from({ length: 50_000 }, (_, i) => moved(`/r/${i}`, `/r/${i + 1}`));
    const { table } = build(entries);
    expect(redirectAt(table, '/r/0', NOW)).toMatchObject({ target: '/r/50000' });
  });
});

describe('changedRedirectPaths', () => {
  it('names the old and the new address of each redirect that appeared or moved, not the unchanged ones', () => {
    const before = build([moved('/a', '/b'), moved('/c', '/d')]).table;
    const after = build([moved('/a', '/b'), moved('/c', '/e?x=1'), moved('/f', 'https://otro.example/'), moved('/g', '/h')]).table;
    expect(changedRedirectPaths(before, after).sort()).toEqual(['/c', '/e', '/f', '/g', '/h']);
  });
});
