import type { BlockKindDescriptor } from '../types';
import { FormBlock } from './form-block';
import { formsSchema, refuseRequiredCaptcha } from '@/lib/content/kinds/forms';

export const formsKind: BlockKindDescriptor<'forms', typeof formsSchema> = {
  kind: 'forms',
  schema: formsSchema,
  normalise: refuseRequiredCaptcha,
  Component: FormBlock,
  islands: ['FormBlockClient'],
};
