import type { BlockKindDescriptor } from '../types';
import { contentModuleSchema, normaliseContentModule } from '@/lib/content/kinds/content-module';

/** A layout kind: the root layout renders it on every page (components/layout). */
export const contentModuleKind: BlockKindDescriptor<'content_module', typeof contentModuleSchema> = {
  kind: 'content_module',
  schema: contentModuleSchema,
  normalise: normaliseContentModule,
};
