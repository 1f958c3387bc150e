import type { BlockView } from '../types';
import { SocialEmbed } from './social-embed';

export const socialEmbedView: BlockView<'social_embed'> = { Component: SocialEmbed };
