import type { BlockKindDescriptor } from '../types';
import { SocialEmbed } from './social-embed';
import { socialEmbedSchema } from '@/lib/content/kinds/social-embed';

export const socialEmbedKind: BlockKindDescriptor<'social_embed', typeof socialEmbedSchema> = {
  kind: 'social_embed',
  schema: socialEmbedSchema,
  Component: SocialEmbed,
};
