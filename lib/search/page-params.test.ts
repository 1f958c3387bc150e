import { pageWindow, parseSearchPageParams, searchHref } from './page-params';

describe('search page params', () => {
  it.each([
    [{}, { q: '', tipo: '', orden: 'relevancia', pagina: 1 }],
    [{ q: '  ingeniería   civil ', tipo: 'programa', orden: 'fecha', pagina: '3' }, { q: 'ingeniería civil', tipo: 'programa', orden: 'fecha', pagina: 3 }],
    [{ q: ['a', 'b'], tipo: '<x>', orden: 'nope', pagina: '-2' }, { q: 'a', tipo: '', orden: 'relevancia', pagina: 1 }],
    [{ q: 'x', pagina: '99999' }, { q: 'x', tipo: '', orden: 'relevancia', pagina: 100 }],
  ])('%j', (raw, expected) => expect(parseSearchPageParams(raw)).toEqual(expected));

  it('links leave defaults out', () => {
    expect(searchHref('/buscar', { q: 'diseño web', tipo: '', orden: 'relevancia', pagina: 1 })).toBe('/buscar?q=dise%C3%B1o+web');
    expect(searchHref('/buscar', { q: 'a', tipo: 'evento', orden: 'titulo', pagina: 2 })).toBe('/buscar?q=a&tipo=evento&orden=titulo&pagina=2');
  });

  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 9, [1, 2, 3, 4, 5]],
    [6, 9, [4, 5, 6, 7, 8]],
    [9, 9, [5, 6, 7, 8, 9]],
  ])('window around page %i of %i', (current, last, pages) => expect(pageWindow(current, last)).toEqual(pages));
});
