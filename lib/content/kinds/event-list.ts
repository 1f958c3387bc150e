import { z } from 'zod';
import { eventSchema } from '@/lib/content/entities';
import { text } from '@/lib/content/primitives';

/** Upcoming events as cards. */
export const eventListSchema = z.object({ title: text(200), events: z.array(eventSchema) });
