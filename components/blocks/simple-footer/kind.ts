import type { BlockKindDescriptor } from '../types';
import { simpleFooterSchema } from './schema';

/** A layout kind: the root layout renders it on every page (components/layout). */
export const simpleFooterKind: BlockKindDescriptor<'simple_footer', typeof simpleFooterSchema> = {
  kind: 'simple_footer',
  schema: simpleFooterSchema,
};
