import { queryOptions, skipToken } from '@tanstack/react-query';
import type { PageMeta } from '@/lib/content/schema';

/**
 * The page's first block, prefetched on the server and hydrated for the client islands. The
 * browser never fetches it itself: it arrives with the page.
 */
export const pageMetaQuery = (name: string) =>
  queryOptions<PageMeta>({ queryKey: ['page-meta', name], queryFn: skipToken, staleTime: Infinity });
