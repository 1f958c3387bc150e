import type { BlockView } from '../types';
import { Carousel } from './carousel';

export const carouselView: BlockView<'carousel'> = { Component: Carousel, islands: ['CarouselClient'] };
