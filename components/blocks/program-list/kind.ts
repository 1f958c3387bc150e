import type { BlockKindDescriptor } from '../types';
import { ProgramList } from './program-list';
import { programListSchema } from '@/lib/content/kinds/program-list';

export const programListKind: BlockKindDescriptor<'program_list', typeof programListSchema> = {
  kind: 'program_list',
  schema: programListSchema,
  Component: ProgramList,
  islands: ['OfferView', 'ProgramFilters', 'SaveProgram'],
};
