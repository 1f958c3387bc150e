import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { RenderBlocks } from '@/components/blocks/registry';
import { SearchSection } from '@/components/blocks/search-block';
import { SearchResults } from '@/components/blocks/search-results';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { env } from '@/lib/config/env';
import type { Block, BlockOf, UniversityConfig } from '@/lib/content';
import { searchContent } from '@/lib/content/search';
import { logger } from '@/lib/log';
import { loadRoute } from '@/lib/page/load-route';
import { parseSearchPageParams, SEARCH_PAGE_SIZE, sortOf } from '@/lib/search/page-params';
import { buildSearchQuery } from '@/lib/search/query';
import { initialSearchState, searchReducer } from '@/lib/search/state';
import { buildMetadata } from '@/lib/seo/build-metadata';

/**
 * The search page (spec §2 "search pages take q", §4): rendered on every request from its
 * query string, so results, tabs and paginator are in the HTML. Takes precedence over the
 * catch-all (which is cached and cannot read the query string) for this one path.
 */
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PATH = '/buscar';
const FALLBACK_BLOCK = { title: '¿Qué estás buscando?', placeholder: 'Busca un programa, una noticia o una sede' };

/** The `buscar` page's blocks; when the content service cannot give them, a plain search form. */
async function loadSearchPage() {
  try {
    return await loadRoute('buscar');
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
    pathname: PATH,
    siteUrl: env().SITE_URL,
    siteName: loaded?.config.name ?? '',
    locale: loaded?.config.locale ?? 'es-CO',
    noindex: true,
  });
}

async function runSearch(q: string, tipo: string, orden: Parameters<typeof sortOf>[0], pagina: number) {
  const base = initialSearchState({ paginatorType: 'numbered', size: SEARCH_PAGE_SIZE, searchText: q });
  if (!q) return base;
  try {
    const answer = await searchContent({ text: q, from: (pagina - 1) * SEARCH_PAGE_SIZE, size: SEARCH_PAGE_SIZE, type: tipo || undefined, sort: sortOf(orden) });
    return searchReducer(base, { type: 'success', results: answer.results, total: answer.total, groups: answer.groups });
  } catch (error) {
    logger.warn('search.failed', { reason: String(error).slice(0, 200) });
    return searchReducer(base, { type: 'failure' });
  }
}

export default async function SearchPage({ searchParams }: Props) {
  const params = parseSearchPageParams(await searchParams);
  // Only punctuation (`?q=...`): nothing to search for, and never an empty query upstream.
  const searchable = buildSearchQuery(params.q) !== '';
  const [loaded, state] = await Promise.all([loadSearchPage(), runSearch(searchable ? params.q : '', params.tipo, params.orden, params.pagina)]);
  const config: Pick<UniversityConfig, 'searchPath' | 'academicOfferPath'> = loaded?.config ?? { searchPath: PATH, academicOfferPath: '/oferta-academica' };
  const blocks: Block[] = loaded?.page.blocks ?? [];
  const at = blocks.findIndex((b) => b.component === 'search');
  const search = (blocks[at] as BlockOf<'search'> | undefined)?.data ?? FALLBACK_BLOCK;
  const siteUrl = env().SITE_URL;
  const context = loaded ? { config: loaded.config, pathname: PATH, siteUrl } : null;

  return (
    <>
      <Breadcrumbs pathname={PATH} siteUrl={siteUrl} />
      {context && at > 0 && <RenderBlocks blocks={blocks.slice(0, at)} context={context} />}
      <SearchSection title={search.title} placeholder={search.placeholder} action={config.searchPath} q={params.q}>
        {searchable ? (
          <SearchResults params={params} path={config.searchPath} size={SEARCH_PAGE_SIZE} state={state} offerPath={config.academicOfferPath} />
        ) : params.q ? (
          <p role="status">Escribe lo que buscas con letras o números: solo signos de puntuación no dan resultados.</p>
        ) : (
          <p>Escribe una palabra para buscar programas, noticias, eventos y sedes.</p>
        )}
      </SearchSection>
      {context && <RenderBlocks blocks={blocks.slice(at + 1)} context={context} />}
    </>
  );
}
