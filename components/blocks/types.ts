import type { ComponentType } from 'react';
import type { BlockKind, BlockOf, BodyKind, UniversityConfig } from '@/lib/content/schema';
import type { FormRefusalView } from '@/lib/forms/without-scripts';
import type { PageContext } from '@/lib/page/page-at';
import type * as LazyIslands from './lazy.client';

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
  /** A form of this page the server refused when it was sent without scripts: shown again with it. */
  refusal?: FormRefusalView;
  /** A query the thank-you page keeps (the comparison's programs, `?programas=…`). */
  thankYouQuery?: string;
};

export type BlockProps<K extends BlockKind> = { block: BlockOf<K>; context: BlockContext };

/** An interactive island of lazy.client.tsx, by its export name. */
export type Island = keyof typeof LazyIslands;

/**
 * How one body kind renders, in the kind's folder (`<kind>/view.ts`), gathered in views.ts
 * (docs/decisions/0007-block-kinds.md). Its data, schema and normalisation, is lib's
 * (lib/content/kinds/); the shell kinds have no view: components/layout renders them.
 */
export type BlockView<K extends BodyKind> = {
  Component: ComponentType<BlockProps<K>>;
  /** It renders the page's h1 itself; the registry then gives the page no other. */
  ownH1?: boolean;
  /** As a page's first block, its image is the page's lead image, preloaded as its LCP (lib/layout/fold.ts). */
  leadImage?: boolean;
  /** Its interactive leaves, loaded on demand through lazy.client.tsx. */
  islands?: readonly Island[];
};
