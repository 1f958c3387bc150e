import { z } from 'zod';
import { text } from '@/lib/content/primitives';

/** A post of a social network, embedded by its https URL. */
export const socialEmbedSchema = z.object({ url: z.url({ protocol: /^https$/ }).max(2_000), title: text(200).optional() });
