import type { BlockKindDescriptor } from '../types';
import { Testimonials } from './testimonials';
import { testimonialsSchema } from '@/lib/content/kinds/testimonials';

export const testimonialsKind: BlockKindDescriptor<'testimonials', typeof testimonialsSchema> = {
  kind: 'testimonials',
  schema: testimonialsSchema,
  Component: Testimonials,
};
