import type { BlockKindDescriptor } from '../types';
import { normaliseContentModule } from './normalise';
import { contentModuleSchema } from './schema';

/** A layout kind: the root layout renders it on every page (components/layout). */
export const contentModuleKind: BlockKindDescriptor<'content_module', typeof contentModuleSchema> = {
  kind: 'content_module',
  schema: contentModuleSchema,
  normalise: normaliseContentModule,
};
