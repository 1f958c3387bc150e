/**
 * Block kinds as the content layer sees them: a shape, not a list (docs/decisions/0007-block-kinds.md).
 *
 * lib/content validates the page and block envelopes by itself; the data of each kind is validated
 * and normalised with a kind list its caller passes in. The list, one descriptor per kind, belongs
 * to the layer that renders the kinds (components/blocks/kinds.ts), which also registers its type
 * here by declaration merging, so that `Block` is the exact union of the kinds without lib
 * importing from components:
 *
 *   declare module '@/lib/content/block-kinds' {
 *     interface BlockKindRegister { kinds: typeof blockKinds }
 *   }
 */
import type { z } from 'zod';

/** Filled in by the layer that owns the kinds (see above); empty here on purpose. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BlockKindRegister {}

type AnyKind = { kind: string; schema: z.ZodType };
type Registered = BlockKindRegister extends { kinds: readonly (infer D extends AnyKind)[] } ? D : AnyKind;

export type BlockKind = Registered['kind'];
export type BlockData<K extends BlockKind> = z.output<Extract<Registered, { kind: K }>['schema']>;
/** A block as the content service expands it: `{ id, component, identifier, data }`. */
export type BlockEnvelope<K extends string, D> = { id: string; component: K; identifier: string; data: D };
export type Block = { [K in BlockKind]: BlockEnvelope<K, BlockData<K>> }[BlockKind];
export type BlockOf<K extends BlockKind> = Extract<Block, { component: K }>;

/** What lib/content needs of one kind: the schema of its data and what to do with it once valid. */
export type KindSpec<K extends string, T> = {
  kind: K;
  schema: z.ZodType<T>;
  /**
   * Run once on the server, before any component sees the data (CMS HTML is sanitised here).
   * Null refuses the block; the kind logs why.
   */
  normalise?: (data: T, id: string) => T | null;
};

/** The kinds a page is parsed with; a block of any other kind is logged once and dropped. */
export type KindList = readonly { [K in BlockKind]: KindSpec<K, BlockData<K>> }[BlockKind][];
