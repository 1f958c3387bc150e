import type { BlockView } from '../types';
import { CampusList } from './campus-list';

export const campusListView: BlockView<'campus_list'> = { Component: CampusList, islands: ['CampusPaginator', 'CampusMapClient'] };
