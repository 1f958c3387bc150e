import type { BlockView } from '../types';
import { ProgramDetail } from './program-detail';

export const programDetailView: BlockView<'program_detail'> = {
  Component: ProgramDetail,
  ownH1: true,
  leadImage: true,
  islands: ['ProgramCtaBar', 'Share', 'SaveProgram', 'CostEstimator'],
};
