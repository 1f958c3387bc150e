import { describe, expect, it } from '@jest/globals';
import { readSearchAnswer, searchQueryParams, type SearchRequest } from './answer';

/** Rules §7: the search call's variants and the answer's fields. */
describe('searchQueryParams (rules §7 variants)', () => {
  it.each<[string, SearchRequest, Record<string, string | undefined>]>([
    ['grouped: aggs=true alone', { variant: 'grouped', text: 'diseño web' }, { q: 'title:*diseño* AND title:*web*', aggs: 'true' }],
    ['paginated: from and size, no aggs', { variant: 'paginated', text: 'derecho', from: 8, size: 8 }, { q: 'title:*derecho*', from: '8', size: '8', type: undefined, sort: undefined }],
    ['paginated with a type and an order', { variant: 'paginated', text: 'derecho', from: 0, size: 8, type: 'programa', sort: 'date' }, { q: 'title:*derecho*', from: '0', size: '8', type: 'programa', sort: 'date' }],
    ['relevance is the default order, not sent', { variant: 'paginated', text: 'x', from: 0, size: 5, sort: 'relevance' }, { q: 'title:*x*', from: '0', size: '5', type: undefined, sort: undefined }],
  ])('%s', (_name, request, expected) => {
    expect(searchQueryParams(request)).toEqual(expected);
  });
});

const hit = { id: 'programa-1', type: 'programa', title: 'Derecho', summary: '', path: '/programas/derecho' };

describe('readSearchAnswer (rules §7 fields)', () => {
  it.each<[string, unknown, ReturnType<typeof readSearchAnswer>]>([
    [
      'data, total_register, paginator and tabs',
      { data: [hit], total_register: 9, paginator: { from: 8, size: 8 }, tabs: [{ id: 'programa', label: 'Programas', count: 9 }] },
      { results: [hit], total: 9, from: 8, groups: [{ key: 'programa', label: 'Programas', count: 9 }] },
    ],
    [
      'content, total and group_by.content_type when the others are missing',
      { content: [hit], total: 3, group_by: { content_type: [{ key: 'programa', doc_count: 3 }] } },
      { results: [hit], total: 3, from: 0, groups: [{ key: 'programa', label: 'programa', count: 3 }] },
    ],
    ['data wins over content', { data: [], content: [hit], total_register: 0 }, { results: [], total: 0, from: 0, groups: [] }],
    ['an empty answer', {}, { results: [], total: 0, from: 0, groups: [] }],
    ['a malformed hit → null', { data: [{ ...hit, path: 'https://evil.example' }] }, null],
    ['not an object → null', 'error', null],
  ])('%s', (_name, raw, expected) => {
    expect(readSearchAnswer(raw)).toEqual(expected);
  });
});
