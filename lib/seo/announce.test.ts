/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { announceableUrls } from './announce';

const SITE = 'https://www.universidad.example';

describe('announceableUrls: the changed paths IndexNow hears of', () => {
  it.each([
    ['a page, absolute on SITE_URL', ['/programas/psicologia'], [`${SITE}/programas/psicologia`]],
    ['the home page', ['/'], [`${SITE}/`]],
    ['each page once, in its canonical form', ['/Nosotros', '/nosotros/'], [`${SITE}/nosotros`]],
    ['non-ASCII letters percent-encoded', ['/noticias/año-nuevo'], [`${SITE}/noticias/a%C3%B1o-nuevo`]],
    ['never a thank-you, search or not-found page', ['/contacto/gracias', '/gracias', '/buscar', '/404', '/error'], []],
    ['never a path no page can have', ['/a.php', '//evil.example/x', '/a/%2F'], []],
  ])('%s', (_, paths, expected) => {
    expect(announceableUrls(paths, SITE)).toEqual(expected);
  });
});
