/**
 * The page type a field measurement is filed under: a bounded label, named as the bench names
 * its page types (bench/lib/pages.mjs), so that field and lab figures of a page type meet. Pure.
 */
export const PAGE_TYPES = [
  'home',
  'program',
  'offer',
  'landing',
  'article',
  'event',
  'campus',
  'campuses',
  'search',
  'compare',
  'thankYou',
  'notFound',
  'page',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** What the type of a content page is read from: its resolution (lib/page) and its body's block kinds. */
export type PageShape = { pathname: string; landing: boolean; thankYou: boolean; notFound: boolean; kinds: readonly string[] };

/** The page's own kind first (a detail block), then a list that makes the page what it is. */
const BY_KIND: [kind: string, type: PageType][] = [
  ['program_detail', 'program'],
  ['article_detail', 'article'],
  ['event_detail', 'event'],
  ['campus_detail', 'campus'],
  ['program_list', 'offer'],
  ['campus_list', 'campuses'],
];

export function pageTypeOf(page: PageShape): PageType {
  if (page.notFound) return 'notFound';
  if (page.thankYou) return 'thankYou';
  if (page.pathname === '/') return 'home';
  if (page.landing) return 'landing';
  return BY_KIND.find(([kind]) => page.kinds.includes(kind))?.[1] ?? 'page';
}
