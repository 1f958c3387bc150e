import type { BlockKind, BlockOf, UniversityConfig } from '@/lib/content/schema';
import type { PageContext } from '@/lib/page/page-at';

/** What every block component receives besides its own block. */
export type BlockContext = {
  config: UniversityConfig;
  /** The page's canonical path, e.g. `/programas/ingenieria-de-sistemas`. */
  pathname: string;
  /** The page the block is on, loaded once by lib/page: a block never resolves the URL again. */
  page: PageContext;
  /** Index of the block on the page: 0 is the first visible block (eager images, LCP). */
  index: number;
  /** The page's first block shows its lead image, preloaded as its LCP (lib/layout/fold.ts). */
  leadImage: boolean;
  /** True for the block that carries the page's h1 when no hero or detail block does. */
  primaryHeading: boolean;
  siteUrl: string;
};

export type BlockProps<K extends BlockKind> = { block: BlockOf<K>; context: BlockContext };
