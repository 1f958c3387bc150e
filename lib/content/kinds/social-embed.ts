import { z } from 'zod';
import { text } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

/** A post of a social network, embedded by its https URL. */
const socialEmbedSchema = z.object({ url: z.url({ protocol: /^https$/ }).max(2_000), title: text(200).optional() });

export const socialEmbedKind: KindSpec<'social_embed', typeof socialEmbedSchema> = { kind: 'social_embed', schema: socialEmbedSchema };
