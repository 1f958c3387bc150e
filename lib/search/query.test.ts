import { describe, expect, it } from '@jest/globals';
import { buildSearchQuery, normalizePhrase, parseSearchQuery, type SearchClause } from './query';

const words = (n: number): string => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('normalizePhrase (rules §5)', () => {
  it.each([
    ['accents stripped, punctuation dropped', 'Diseño Web!', 'diseno web'],
    ['spaces collapsed and trimmed', '  Ingeniería   de\tSistemas  ', 'ingenieria de sistemas'],
    ['digits kept', 'MBA 2025', 'mba 2025'],
    ['hyphens dropped (not split)', 'e-learning', 'elearning'],
    ['decomposed input', 'Administracio\u0301n', 'administracion'],
    ['only symbols → empty', '¡¿?!', ''],
  ])('%s', (_rule, input, expected) => {
    expect(normalizePhrase(input)).toBe(expected);
  });
});

describe('buildSearchQuery (rules §7)', () => {
  it.each<[string, string, string | undefined, string]>([
    ['the rules §7 example keeps accents', 'diseño web', undefined, 'title:*diseño* AND title:*web*'],
    ['lowercased', 'Diseño WEB', undefined, 'title:*diseño* AND title:*web*'],
    ['custom field', 'derecho', 'body', 'body:*derecho*'],
    ['non letters/digits dropped', 'c++ "x*y" a:b', undefined, 'title:*c* AND title:*xy* AND title:*ab*'],
    ['symbol-only words dropped', 'web ** !!', undefined, 'title:*web*'],
    ['empty → ""', '   ', undefined, ''],
    ['max 10 words', words(12), undefined, Array.from({ length: 10 }, (_, i) => `title:*w${i}*`).join(' AND ')],
    ['words capped at 50 chars', 'x'.repeat(60), undefined, `title:*${'x'.repeat(50)}*`],
  ])('%s', (_rule, text, field, expected) => {
    expect(buildSearchQuery(text, field)).toBe(expected);
  });

  it.each([['title:*x*'], ['a b'], [''], ['*']])('rejects field %j', (field) => {
    expect(() => buildSearchQuery('x', field)).toThrow(RangeError);
  });
});

describe('parseSearchQuery (rules §7)', () => {
  it.each<[string, string, SearchClause[]]>([
    ['two clauses', 'title:*diseño* AND body:*web*', [{ field: 'title', term: 'diseño' }, { field: 'body', term: 'web' }]],
    ['bare word → any field', 'derecho', [{ field: '*', term: 'derecho' }]],
    ['mixed', 'title:*a* AND libre', [{ field: 'title', term: 'a' }, { field: '*', term: 'libre' }]],
    ['"*" field', '*:*x*', [{ field: '*', term: 'x' }]],
    ['lowercase and', 'title:*a* and title:*b*', [{ field: 'title', term: 'a' }, { field: 'title', term: 'b' }]],
    ['term without wildcards', 'title:web', [{ field: 'title', term: 'web' }]],
    ['empty → []', '  ', []],
    ['junk terms dropped', 'title:** AND ;;', []],
    ['max 10 clauses', words(12), Array.from({ length: 10 }, (_, i) => ({ field: '*', term: `w${i}` }))],
  ])('%s', (_rule, q, expected) => {
    expect(parseSearchQuery(q)).toEqual(expected);
  });

  it.each([['diseño web'], ['Ingeniería de Sistemas 2025']])('round-trips %j', (text) => {
    const parsed = parseSearchQuery(buildSearchQuery(text));
    expect(parsed.map((c) => c.term).join(' ')).toBe(text.toLowerCase());
    expect(parsed.every((c) => c.field === 'title')).toBe(true);
  });
});
