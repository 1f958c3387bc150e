import type { BlockView } from '../types';
import { Testimonials } from './testimonials';

export const testimonialsView: BlockView<'testimonials'> = { Component: Testimonials };
