import type { BlockView } from '../types';
import { CampusDetail } from './campus-detail';

export const campusDetailView: BlockView<'campus_detail'> = {
  Component: CampusDetail,
  ownH1: true,
  leadImage: true,
  islands: ['Share', 'CampusMapClient'],
};
