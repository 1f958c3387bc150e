import type { BlockKindDescriptor } from '../types';
import { ProgramDetail } from './program-detail';
import { sanitizeBody } from '@/lib/content/kinds/detail-body';
import { programDetailSchema } from '@/lib/content/kinds/program-detail';

export const programDetailKind: BlockKindDescriptor<'program_detail', typeof programDetailSchema> = {
  kind: 'program_detail',
  schema: programDetailSchema,
  normalise: sanitizeBody,
  Component: ProgramDetail,
  ownH1: true,
  leadImage: true,
  islands: ['ProgramCtaBar', 'Share', 'SaveProgram', 'CostEstimator'],
};
