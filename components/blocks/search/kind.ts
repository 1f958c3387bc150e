import type { BlockKindDescriptor } from '../types';
import { SearchBlock } from './search-block';
import { searchSchema } from '@/lib/content/kinds/search';

export const searchKind: BlockKindDescriptor<'search', typeof searchSchema> = {
  kind: 'search',
  schema: searchSchema,
  Component: SearchBlock,
  ownH1: true,
  islands: ['SaveProgram'],
};
