import type { BlockView } from '../types';
import { EventList } from './event-list';

export const eventListView: BlockView<'event_list'> = { Component: EventList };
