import type { BlockKindDescriptor } from '../types';
import { ProgramDetail } from './program-detail';
import { sanitizeBody } from '../shared/detail-body';
import { programDetailSchema } from './schema';

export const programDetailKind: BlockKindDescriptor<'program_detail', typeof programDetailSchema> = {
  kind: 'program_detail',
  schema: programDetailSchema,
  normalise: sanitizeBody,
  Component: ProgramDetail,
  ownH1: true,
  leadImage: true,
  islands: ['ProgramCtaBar', 'Share', 'SaveProgram', 'CostEstimator'],
};
