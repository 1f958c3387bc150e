import type { BlockKindDescriptor } from '../types';
import { Carousel } from './carousel';
import { carouselSchema } from '@/lib/content/kinds/carousel';

export const carouselKind: BlockKindDescriptor<'carousel', typeof carouselSchema> = {
  kind: 'carousel',
  schema: carouselSchema,
  Component: Carousel,
  islands: ['CarouselClient'],
};
