import type { BlockKindDescriptor } from '../types';
import { headerSchema } from '@/lib/content/kinds/header';

/** A layout kind: the root layout renders it on every page (components/layout). */
export const headerKind: BlockKindDescriptor<'header', typeof headerSchema> = {
  kind: 'header',
  schema: headerSchema,
};
