import type { BlockKindDescriptor } from '../types';
import { FormBlock } from './form-block';
import { refuseRequiredCaptcha } from './normalise';
import { formsSchema } from './schema';

export const formsKind: BlockKindDescriptor<'forms', typeof formsSchema> = {
  kind: 'forms',
  schema: formsSchema,
  normalise: refuseRequiredCaptcha,
  Component: FormBlock,
  islands: ['FormBlockClient'],
};
