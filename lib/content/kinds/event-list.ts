import { z } from 'zod';
import { eventSchema } from '@/lib/content/entities';
import { text } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

/** Upcoming events as cards. */
const eventListSchema = z.object({ title: text(200), events: z.array(eventSchema) });

export const eventListKind: KindSpec<'event_list', typeof eventListSchema> = { kind: 'event_list', schema: eventListSchema };
