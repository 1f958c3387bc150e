import { describe, expect, it } from '@jest/globals';
import { inAppHref, isPlainClick, type ClickLike } from './in-app';

const HERE = { origin: 'https://www.example.edu.co', pathname: '/programas/derecho', search: '' };

/** An anchor as the browser resolves it against the page's URL. */
function anchor(href: string, attributes: Record<string, string> = {}) {
  const url = new URL(href, HERE.origin + HERE.pathname);
  return { origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash, target: attributes.target ?? '', hasAttribute: (name: string) => name in attributes };
}

describe('inAppHref (rules §2: "/" is an in-app route)', () => {
  it.each([
    ['a page', '/oferta-academica', '/oferta-academica'],
    ['the home', '/', '/'],
    ['a page with its query and fragment', '/buscar?q=derecho#resultados', '/buscar?q=derecho#resultados'],
    ['the same page by its full URL', 'https://www.example.edu.co/sedes', '/sedes'],
    ['the current page again (a fresh render)', '/programas/derecho', '/programas/derecho'],
    ['another query of the current page', '/programas/derecho?pagina=2#plan', '/programas/derecho?pagina=2#plan'],
  ])('%s opens in the app', (_, href, expected) => {
    expect(inAppHref(anchor(href), HERE)).toBe(expected);
  });

  it('opens an explicit same-tab target in the app', () => {
    expect(inAppHref(anchor('/eventos', { target: '_self' }), HERE)).toBe('/eventos');
  });

  it.each([
    ['another origin', 'https://www.mineducacion.gov.co/'],
    ['a protocol-relative host', '//evil.example/x'],
    ['a file', '/documentos/plan-de-estudios.pdf'],
    ['the sitemap', '/sitemap.xml'],
    ['an API route', '/api/visits'],
    ['a Next asset', '/_next/static/chunks/a'],
    ['a fragment of the current page', '/programas/derecho#plan'],
  ])('%s is left to the browser', (_, href) => {
    expect(inAppHref(anchor(href), HERE)).toBeNull();
  });

  it('leaves new tabs, other windows, downloads and files to the browser', () => {
    expect(inAppHref(anchor('/eventos', { target: '_blank' }), HERE)).toBeNull();
    expect(inAppHref(anchor('/eventos', { target: 'otra' }), HERE)).toBeNull();
    expect(inAppHref(anchor('/eventos', { download: '' }), HERE)).toBeNull();
    expect(inAppHref(anchor('/documentos/reglamento', { 'data-file': '' }), HERE)).toBeNull();
  });
});

describe('isPlainClick', () => {
  const plain: ClickLike = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  it('takes a plain primary click', () => expect(isPlainClick(plain)).toBe(true));
  it.each<[string, Partial<ClickLike>]>([
    ['a middle click', { button: 1 }],
    ['⌘-click', { metaKey: true }],
    ['Ctrl-click', { ctrlKey: true }],
    ['Shift-click', { shiftKey: true }],
    ['Alt-click', { altKey: true }],
    ['a click a handler already took', { defaultPrevented: true }],
  ])('leaves %s to the browser', (_, change) => expect(isPlainClick({ ...plain, ...change })).toBe(false));
});
