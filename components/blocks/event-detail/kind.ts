import type { BlockKindDescriptor } from '../types';
import { EventDetail } from './event-detail';
import { sanitizeBody } from '@/lib/content/kinds/detail-body';
import { eventDetailSchema } from '@/lib/content/kinds/event-detail';

export const eventDetailKind: BlockKindDescriptor<'event_detail', typeof eventDetailSchema> = {
  kind: 'event_detail',
  schema: eventDetailSchema,
  normalise: sanitizeBody,
  Component: EventDetail,
  ownH1: true,
  leadImage: true,
  islands: ['Share'],
};
