import { z } from 'zod';
import { eventSchema } from '@/lib/content/entities';
import { sanitizeBody } from './detail-body';
import type { KindSpec } from '../block-kinds';

/** An event's page: the event and its CMS body (sanitized on the server). */
const eventDetailSchema = z.object({ event: eventSchema, body: z.string().max(100_000) });

export const eventDetailKind: KindSpec<'event_detail', typeof eventDetailSchema> = {
  kind: 'event_detail',
  schema: eventDetailSchema,
  normalise: sanitizeBody,
};
