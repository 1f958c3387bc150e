import type { BlockKindDescriptor } from '../types';
import { CampusList } from './campus-list';
import { campusListSchema } from '@/lib/content/kinds/campus-list';

export const campusListKind: BlockKindDescriptor<'campus_list', typeof campusListSchema> = {
  kind: 'campus_list',
  schema: campusListSchema,
  Component: CampusList,
  islands: ['CampusPaginator', 'CampusMapClient'],
};
