import { z } from 'zod';
import { eventSchema } from '@/lib/content/entities';

/** An event's page: the event and its CMS body (sanitized on the server). */
export const eventDetailSchema = z.object({ event: eventSchema, body: z.string().max(100_000) });
