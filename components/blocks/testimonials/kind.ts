import type { BlockKindDescriptor } from '../types';
import { Testimonials } from './testimonials';
import { testimonialsSchema } from './schema';

export const testimonialsKind: BlockKindDescriptor<'testimonials', typeof testimonialsSchema> = {
  kind: 'testimonials',
  schema: testimonialsSchema,
  Component: Testimonials,
};
