import { describe, expect, it } from '@jest/globals';
import { buildBreadcrumbs, type Breadcrumb } from './breadcrumbs';

const HOME: Breadcrumb = { label: 'Inicio', href: '/' };

describe('buildBreadcrumbs (rules §2)', () => {
  it.each<[string, string, Breadcrumb[]]>([
    ['root → only Inicio', '/', [HOME]],
    ['empty → only Inicio', '', [HOME]],
    ['hyphens → spaces, first letter capitalised', '/ingenieria-de-sistemas', [HOME, { label: 'Ingenieria de sistemas', href: '/ingenieria-de-sistemas' }]],
    ['cumulative hrefs', '/programas/pregrado/derecho', [
      HOME,
      { label: 'Programas', href: '/programas' },
      { label: 'Pregrado', href: '/programas/pregrado' },
      { label: 'Derecho', href: '/programas/pregrado/derecho' },
    ]],
    ['empty segments ignored', '//programas///derecho/', [HOME, { label: 'Programas', href: '/programas' }, { label: 'Derecho', href: '/programas/derecho' }]],
    ['percent-decoded label, encoded href kept', '/dise%C3%B1o-gr%C3%A1fico', [HOME, { label: 'Diseño gráfico', href: '/dise%C3%B1o-gr%C3%A1fico' }]],
    ['malformed encoding kept raw', '/100%-virtual', [HOME, { label: '100% virtual', href: '/100%-virtual' }]],
    ['accented first letter capitalised', '/%C3%A9xito', [HOME, { label: 'Éxito', href: '/%C3%A9xito' }]],
    ['rest of the label unchanged', '/mba-ejecutivo', [HOME, { label: 'Mba ejecutivo', href: '/mba-ejecutivo' }]],
    ['query and hash ignored', '/blog?page=2#top', [HOME, { label: 'Blog', href: '/blog' }]],
    ['label capped at 80 chars', `/${'a'.repeat(100)}`, [HOME, { label: `A${'a'.repeat(79)}`, href: `/${'a'.repeat(100)}` }]],
    ['control chars dropped from label', '/a%00b', [HOME, { label: 'Ab', href: '/a%00b' }]],
    ['label-less segment kept in later hrefs', '/---/x', [HOME, { label: 'X', href: '/---/x' }]],
  ])('%s', (_rule, pathname, expected) => {
    expect(buildBreadcrumbs(pathname)).toEqual(expected);
  });
});
