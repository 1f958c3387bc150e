import type { BlockKindDescriptor } from '../types';
import { CampusDetail } from './campus-detail';
import { sanitizeBody } from '../shared/detail-body';
import { campusDetailSchema } from './schema';

export const campusDetailKind: BlockKindDescriptor<'campus_detail', typeof campusDetailSchema> = {
  kind: 'campus_detail',
  schema: campusDetailSchema,
  normalise: sanitizeBody,
  Component: CampusDetail,
  ownH1: true,
  leadImage: true,
  islands: ['Share', 'CampusMapClient'],
};
