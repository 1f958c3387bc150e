import type { BlockKindDescriptor } from '../types';
import { Hero } from './hero';
import { heroSchema } from '@/lib/content/kinds/hero';

export const heroKind: BlockKindDescriptor<'hero', typeof heroSchema> = {
  kind: 'hero',
  schema: heroSchema,
  Component: Hero,
  ownH1: true,
  leadImage: true,
};
