import type { BlockView } from '../types';
import { ImageBlock } from './image-block';

export const imageView: BlockView<'image'> = { Component: ImageBlock };
