import type { BlockKindDescriptor } from '../types';
import { Faq } from './faq';
import { faqSchema, normaliseFaq } from '@/lib/content/kinds/faq';

export const faqKind: BlockKindDescriptor<'faq', typeof faqSchema> = {
  kind: 'faq',
  schema: faqSchema,
  normalise: normaliseFaq,
  Component: Faq,
};
