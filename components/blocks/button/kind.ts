import type { BlockKindDescriptor } from '../types';
import { ButtonBlock } from './button-block';
import { buttonSchema } from '@/lib/content/kinds/button';

export const buttonKind: BlockKindDescriptor<'button', typeof buttonSchema> = {
  kind: 'button',
  schema: buttonSchema,
  Component: ButtonBlock,
};
