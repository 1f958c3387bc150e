import 'server-only';
import { cache } from 'react';
import { env } from '@/lib/config/env';
import { UNIVERSITY_DEFAULTS } from '@/lib/config/universities';
import { getShellPage, getUniversityConfig } from '@/lib/content';
import type { BlockKind, BlockOf } from '@/lib/content/schema';
import { logger } from '@/lib/log';

/**
 * The shell, what the root layout renders around every page: locale, name, header and footer,
 * from the content service's page `common` (its shell kinds, lib/content/block-kinds.ts). The
 * layout never fails: when the content service is down, the branded error page still gets a
 * shell. Cached for the request: the layout's metadata and the layout share one fetch.
 */
export const loadShell = cache(async () => {
  const [config, shellPage] = await Promise.allSettled([getUniversityConfig(), getShellPage()]);
  // `next build` prerenders Next's own not-found route, as a rule before any content service
  // runs: the fallback is expected there, and the route is rendered again at run time.
  const building = process.env.NEXT_PHASE === 'phase-production-build';
  if (!building && (config.status === 'rejected' || shellPage.status === 'rejected')) {
    logger.warn('shell.degraded', { config: config.status, common: shellPage.status });
  }
  const blocks = shellPage.status === 'fulfilled' ? shellPage.value.blocks : [];
  const find = <K extends BlockKind>(kind: K): BlockOf<K> | undefined =>
    blocks.find((b): b is BlockOf<K> => b.component === kind);
  const fallback = UNIVERSITY_DEFAULTS[env().UNIVERSITY];
  return {
    locale: config.status === 'fulfilled' ? config.value.locale : fallback.locale,
    name: config.status === 'fulfilled' ? config.value.name : 'Universidad',
    regulator: config.status === 'fulfilled' ? config.value.regulator : undefined,
    header: find('header')?.data ?? null,
    footer: find('content_module')?.data ?? null,
    simpleFooter: find('simple_footer')?.data ?? null,
    backToTop: find('back_to_top')?.data ?? null,
  };
});
