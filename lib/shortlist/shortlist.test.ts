import { comparePath, FULL_MESSAGE, parseCompareParam, parseShortlist, slugOfPath, toggleProgram } from './shortlist';

describe('shortlist', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['["derecho","derecho","psicologia"]', ['derecho', 'psicologia']],
    ['["a","b","c","d","e"]', ['a', 'b', 'c', 'd']],
    ['["ok","../etc",5,"Mayus","con espacio"]', ['ok']],
  ])('reads %p defensively', (stored, expected) => {
    expect(parseShortlist(stored)).toEqual(expected);
  });

  it('adds up to four, refuses a fifth, removes a saved one', () => {
    let list: string[] = [];
    for (const slug of ['a', 'b', 'c', 'd']) {
      const t = toggleProgram(list, slug);
      expect(t.outcome).toBe('added');
      list = t.list;
    }
    expect(toggleProgram(list, 'e')).toEqual({ list: ['a', 'b', 'c', 'd'], outcome: 'full' });
    expect(toggleProgram(list, 'b')).toEqual({ list: ['a', 'c', 'd'], outcome: 'removed' });
    expect(FULL_MESSAGE).toMatch(/^Ya tienes 4 programas/);
  });

  it('takes slugs from program paths only', () => {
    expect(slugOfPath('/programas/ingenieria-de-sistemas')).toBe('ingenieria-de-sistemas');
    expect(slugOfPath('/noticias/x')).toBeNull();
    expect(slugOfPath('/programas/a/b')).toBeNull();
  });

  it('builds and reads the comparison link', () => {
    expect(comparePath([])).toBe('/comparar');
    expect(comparePath(['a', 'b'])).toBe('/comparar?programas=a,b');
    expect(parseCompareParam('a,b,a, C ,<x>,d,e,f')).toEqual({ slugs: ['a', 'b', 'c', 'd'], ignored: ['<x>', 'e', 'f'] });
    expect(parseCompareParam(['a', 'b'])).toEqual({ slugs: ['a', 'b'], ignored: [] });
    expect(parseCompareParam(undefined)).toEqual({ slugs: [], ignored: [] });
  });
});
