import type { BlockKindDescriptor } from '../types';
import { backToTopSchema } from '@/lib/content/kinds/back-to-top';

/** A layout kind: the root layout renders it on every page (components/layout). */
export const backToTopKind: BlockKindDescriptor<'back_to_top', typeof backToTopSchema> = {
  kind: 'back_to_top',
  schema: backToTopSchema,
};
