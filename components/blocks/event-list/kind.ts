import type { BlockKindDescriptor } from '../types';
import { EventList } from './event-list';
import { eventListSchema } from '@/lib/content/kinds/event-list';

export const eventListKind: BlockKindDescriptor<'event_list', typeof eventListSchema> = {
  kind: 'event_list',
  schema: eventListSchema,
  Component: EventList,
};
