import type { BlockKindDescriptor } from '../types';
import { simpleFooterSchema } from '@/lib/content/kinds/simple-footer';

/** A layout kind: the root layout renders it on every page (components/layout). */
export const simpleFooterKind: BlockKindDescriptor<'simple_footer', typeof simpleFooterSchema> = {
  kind: 'simple_footer',
  schema: simpleFooterSchema,
};
