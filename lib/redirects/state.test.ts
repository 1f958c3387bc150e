import { buildRedirects, type RedirectEntry } from './rules';
import { finalAddress, installRedirects, redirectOfPath } from './state';

const SITE = 'https://www.universidad.example';
const NOW = Date.parse('2026-11-27T12:00:00Z');
const install = (entries: RedirectEntry[]) => {
  const { table, refused } = buildRedirects(entries, { now: NOW, origin: SITE });
  installRedirects({ table, refused, loadedAt: NOW });
};

afterEach(() => installRedirects({ table: new Map(), refused: [], loadedAt: null }));

describe('redirectOfPath', () => {
  it.each([
    ['/programas/sistemas-y-computacion', '/programas/sistemas'],
    ['/Programas/Sistemas-Y-Computacion', '/programas/sistemas'],
    ['/programas/sistemas-y-computacion/', '/programas/sistemas'],
    ['/facultades/ingenier%C3%ADa', '/oferta-academica'],
    ['/facultades/ingeniería', '/oferta-academica'],
  ])('finds %s folded as the site folds it → %s', (path, target) => {
    install([
      { from: '/programas/sistemas-y-computacion', to: '/programas/sistemas', status: 301 },
      { from: '/facultades/ingeniería', to: '/oferta-academica', status: 308 },
    ]);
    expect(redirectOfPath(path, NOW)).toMatchObject({ target, status: 308 });
  });

  it('is null for every path while no redirect is loaded, and for a path none names', () => {
    expect(redirectOfPath('/programas/sistemas-y-computacion', NOW)).toBeNull();
    install([{ from: '/a', to: '/b', status: 301 }]);
    expect(redirectOfPath('/b', NOW)).toBeNull();
    expect(redirectOfPath('/%E0%A4%A', NOW)).toBeNull();
  });
});

describe('finalAddress', () => {
  beforeEach(() => install([{ from: '/viejo', to: '/nuevo', status: 301 }, { from: '/fuera', to: 'https://otro.example/x', status: 301 }]));

  it.each([
    ['/viejo', '/nuevo'],
    [`${SITE}/viejo`, '/nuevo'],
    ['/fuera', 'https://otro.example/x'],
    ['/nuevo', '/nuevo'],
    ['https://otro.example/viejo', 'https://otro.example/viejo'],
  ])('a canonical %s names %s', (value, address) => {
    expect(finalAddress(value, SITE)).toBe(address);
  });
});
