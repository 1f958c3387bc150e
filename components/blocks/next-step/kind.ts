import type { BlockKindDescriptor } from '../types';
import { NextStep } from './next-step';
import { nextStepSchema } from '@/lib/content/kinds/next-step';

export const nextStepKind: BlockKindDescriptor<'next_step', typeof nextStepSchema> = {
  kind: 'next_step',
  schema: nextStepSchema,
  Component: NextStep,
  islands: ['SaveProgram'],
};
