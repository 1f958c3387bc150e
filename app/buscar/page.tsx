import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { RenderBlocks } from '@/components/blocks/registry';
import { SearchSection } from '@/components/blocks/search/search-block';
import { SearchResults } from '@/components/blocks/search/search-results';
import { FieldVitals } from '@/components/islands/field-vitals.client';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { env } from '@/lib/config/env';
import type { Block, BlockOf } from '@/lib/content';
import { searchContent, type SearchAnswer } from '@/lib/content/search';
import { logger } from '@/lib/log';
import { loadRoute, pageContext } from '@/lib/page/page-at';
import { pathnameSegments, SEARCH_PATH } from '@/lib/page/resolve';
import { parseSearchPageParams, SEARCH_PAGE_SIZE, sortOf, type SearchPageParams } from '@/lib/search/page-params';
import { buildSearchQuery } from '@/lib/search/query';
import { initialSearchState, searchPageActions, searchReducer, type PaginatorType, type SearchState } from '@/lib/search/state';
import { buildMetadata } from '@/lib/seo/build-metadata';

/**
 * The search page (rules §2 "search pages take q", §4): rendered on every request from its
 * query string, so results, tabs and paginator are in the HTML. Takes precedence over the
 * catch-all (which is cached and cannot read the query string) for this one path.
 */
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const FALLBACK_BLOCK = { title: '¿Qué estás buscando?', placeholder: 'Busca un programa, una noticia o una sede', paginatorType: 'view_more' as const };

/**
 * The `buscar` page's blocks; when the content service cannot give them, a plain search form.
 * Request time only: `next build` tries the page before any content service runs.
 */
async function loadSearchPage() {
  await connection();
  try {
    return await loadRoute(pathnameSegments(SEARCH_PATH));
  } catch (error) {
    unstable_rethrow(error);
    logger.warn('search.page_degraded', { reason: String(error).slice(0, 200) });
    return null;
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const loaded = await loadSearchPage();
  const seo = loaded?.page.meta.seo ?? { title: 'Buscar', description: FALLBACK_BLOCK.title };
  return buildMetadata({
    seo,
    pathname: SEARCH_PATH,
    siteUrl: env().SITE_URL,
    siteName: loaded?.config.name ?? '',
    locale: loaded?.config.locale ?? 'es-CO',
    noindex: true,
  });
}

type Answers = { grouped: SearchAnswer; paginated: SearchAnswer } | 'failed' | null;

/** The two calls of rules §7 at once: grouped (the tabs) and paginated (this page of results). */
async function fetchSearch({ q, tipo, orden, pagina }: SearchPageParams): Promise<Answers> {
  if (!q) return null;
  try {
    const [grouped, paginated] = await Promise.all([
      searchContent({ variant: 'grouped', text: q }),
      searchContent({ variant: 'paginated', text: q, from: (pagina - 1) * SEARCH_PAGE_SIZE, size: SEARCH_PAGE_SIZE, type: tipo || undefined, sort: sortOf(orden) }),
    ]);
    return { grouped, paginated };
  } catch (error) {
    logger.warn('search.failed', { reason: String(error).slice(0, 200) });
    return 'failed';
  }
}

/** The page's search state, through the reducer (rules §4): the actions the visit asks for, then the answers. */
function searchState(q: string, paginatorType: PaginatorType, answers: Answers): SearchState {
  const requested = searchPageActions(q, paginatorType, SEARCH_PAGE_SIZE).reduce(searchReducer, initialSearchState());
  if (answers === null) return requested;
  if (answers === 'failed') return searchReducer(requested, { type: 'failure' });
  const { grouped, paginated } = answers;
  return searchReducer(requested, { type: 'success', results: paginated.results, total: paginated.total, groups: grouped.groups });
}

export default async function SearchPage({ searchParams }: Props) {
  const params = parseSearchPageParams(await searchParams);
  // Only punctuation (`?q=...`): nothing to search for, and never an empty query upstream.
  const searchable = buildSearchQuery(params.q) !== '';
  const [loaded, answers] = await Promise.all([loadSearchPage(), fetchSearch({ ...params, q: searchable ? params.q : '' })]);
  const offerPath = loaded?.config.academicOfferPath ?? '/oferta-academica';
  const blocks: Block[] = loaded?.page.blocks ?? [];
  const at = blocks.findIndex((b) => b.component === 'search');
  const search = (blocks[at] as BlockOf<'search'> | undefined)?.data ?? FALLBACK_BLOCK;
  const state = searchState(params.q, search.paginatorType, answers);
  const siteUrl = env().SITE_URL;
  const context = loaded ? { config: loaded.config, pathname: SEARCH_PATH, siteUrl, page: pageContext(loaded.page, loaded.resolution) } : null;

  return (
    <>
      <Breadcrumbs pathname={SEARCH_PATH} siteUrl={siteUrl} />
      {context && at > 0 && <RenderBlocks blocks={blocks.slice(0, at)} context={context} />}
      <SearchSection title={search.title} placeholder={search.placeholder} action={SEARCH_PATH} q={params.q}>
        {searchable ? (
          <SearchResults params={params} path={SEARCH_PATH} size={SEARCH_PAGE_SIZE} state={state} offerPath={offerPath} />
        ) : params.q ? (
          <p role="status">Escribe lo que buscas con letras o números: solo signos de puntuación no dan resultados.</p>
        ) : (
          <p>Escribe una palabra para buscar programas, noticias, eventos y sedes.</p>
        )}
      </SearchSection>
      {context && <RenderBlocks blocks={blocks.slice(at + 1)} context={context} />}
      <FieldVitals pageType="search" />
    </>
  );
}
