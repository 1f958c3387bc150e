import type { BlockKindDescriptor } from '../types';
import { ImageBlock } from './image-block';
import { imageBlockSchema } from '@/lib/content/kinds/image';

export const imageKind: BlockKindDescriptor<'image', typeof imageBlockSchema> = {
  kind: 'image',
  schema: imageBlockSchema,
  Component: ImageBlock,
};
