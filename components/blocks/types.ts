import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { BlockEnvelope } from '@/lib/content/block-kinds';
import type { BlockKind, BlockOf, UniversityConfig } from '@/lib/content/schema';
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

/** An interactive island of lazy.client.ts, by its export name. */
export type Island = keyof typeof LazyIslands;

/**
 * Everything the site knows of one block kind, in the kind's folder (`<kind>/kind.ts`), gathered
 * in kinds.ts (docs/decisions/0007-block-kinds.md). A descriptor is declared with its type
 * (`BlockKindDescriptor<'hero', typeof heroSchema>`), never inferred: `Block` is derived from the
 * list of descriptors, so inferring one would make its type depend on itself.
 */
export type BlockKindDescriptor<K extends string, S extends z.ZodType> = {
  /** The `component` the content service gives blocks of this kind. */
  kind: K;
  schema: S;
  /**
   * Run once on the server after validation, before any component sees the data: CMS HTML is
   * sanitised here. Null refuses the block (the kind logs why); the page renders without it.
   */
  normalise?: (data: z.output<S>, id: string) => z.output<S> | null;
  /** The body component. Layout kinds have none: components/layout renders them around every page. */
  Component?: ComponentType<{ block: BlockEnvelope<K, z.output<S>>; context: BlockContext }>;
  /** It renders the page's h1 itself; the registry then gives the page no other. */
  ownH1?: boolean;
  /** As a page's first block, its image is the page's lead image, preloaded as its LCP (lib/layout/fold.ts). */
  leadImage?: boolean;
  /** Its interactive leaves, loaded on demand through lazy.client.ts. */
  islands?: readonly Island[];
};
