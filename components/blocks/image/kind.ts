import type { BlockKindDescriptor } from '../types';
import { ImageBlock } from './image-block';
import { imageBlockSchema } from './schema';

export const imageKind: BlockKindDescriptor<'image', typeof imageBlockSchema> = {
  kind: 'image',
  schema: imageBlockSchema,
  Component: ImageBlock,
};
