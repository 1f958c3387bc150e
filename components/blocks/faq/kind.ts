import type { BlockKindDescriptor } from '../types';
import { Faq } from './faq';
import { normaliseFaq } from './normalise';
import { faqSchema } from './schema';

export const faqKind: BlockKindDescriptor<'faq', typeof faqSchema> = {
  kind: 'faq',
  schema: faqSchema,
  normalise: normaliseFaq,
  Component: Faq,
};
