import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { comparedPrograms } from '@/lib/compare/programs';
import { getUniversityConfig } from '@/lib/content';
import { logger } from '@/lib/log';
import { pageAt } from '@/lib/page/page-at';
import { pathnameSegments } from '@/lib/page/resolve';
import { parseCompareParam } from '@/lib/shortlist/shortlist';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The content page at `path` (its SEO, its form or thanks); null when it has none, the comparison still shows. */
async function contentPage(path: string) {
  try {
    const at = await pageAt(pathnameSegments(path));
    return at.to === 'page' ? at : null;
  } catch (error) {
    unstable_rethrow(error);
    logger.warn('compare.page_degraded', { path, reason: String(error).slice(0, 200) });
    return null;
  }
}

/**
 * Everything a comparison page needs, at request time (it reads its query string): the
 * configuration, the content page, the programs asked for and what was left out.
 */
export async function loadComparison(path: string, searchParams: SearchParams) {
  await connection();
  const params = await searchParams;
  const { slugs, ignored } = parseCompareParam(params.programas);
  const [config, at, programs] = await Promise.all([getUniversityConfig(), contentPage(path), comparedPrograms(slugs)]);
  const chosenParam = typeof params.programa === 'string' ? params.programa : '';
  const chosen = programs.found.find((c) => c.slug === chosenParam) ?? programs.found[0];
  return { config, at, found: programs.found, left: [...ignored, ...programs.missing], chosen, slugs: programs.found.map((c) => c.slug) };
}
