import type { BlockKindDescriptor } from '../types';
import { VideoBlock } from './video-block';
import { videoSchema } from '@/lib/content/kinds/video';

export const videoKind: BlockKindDescriptor<'video', typeof videoSchema> = {
  kind: 'video',
  schema: videoSchema,
  Component: VideoBlock,
  islands: ['VideoPlayer'],
};
