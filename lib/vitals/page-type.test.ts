import { describe, expect, it } from '@jest/globals';
import { pageTypeOf, type PageShape } from './page-type';

const shape = (over: Partial<PageShape>): PageShape => ({ pathname: '/x', landing: false, thankYou: false, notFound: false, kinds: [], ...over });

describe('pageTypeOf', () => {
  it.each([
    [shape({ pathname: '/', kinds: ['hero', 'program_list'] }), 'home'],
    [shape({ kinds: ['program_detail', 'study_plan', 'forms'] }), 'program'],
    [shape({ kinds: ['article_detail'] }), 'article'],
    [shape({ kinds: ['event_detail'] }), 'event'],
    [shape({ kinds: ['campus_detail', 'program_list'] }), 'campus'],
    [shape({ kinds: ['hero', 'program_list'] }), 'offer'],
    [shape({ kinds: ['campus_list'] }), 'campuses'],
    [shape({ landing: true, kinds: ['hero', 'forms'] }), 'landing'],
    [shape({ landing: true, thankYou: true }), 'thankYou'],
    [shape({ notFound: true }), 'notFound'],
    [shape({ kinds: ['html_text'] }), 'page'],
  ])('%j is %s', (page, type) => {
    expect(pageTypeOf(page)).toBe(type);
  });
});
