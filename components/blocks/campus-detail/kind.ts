import type { BlockKindDescriptor } from '../types';
import { CampusDetail } from './campus-detail';
import { sanitizeBody } from '@/lib/content/kinds/detail-body';
import { campusDetailSchema } from '@/lib/content/kinds/campus-detail';

export const campusDetailKind: BlockKindDescriptor<'campus_detail', typeof campusDetailSchema> = {
  kind: 'campus_detail',
  schema: campusDetailSchema,
  normalise: sanitizeBody,
  Component: CampusDetail,
  ownH1: true,
  leadImage: true,
  islands: ['Share', 'CampusMapClient'],
};
