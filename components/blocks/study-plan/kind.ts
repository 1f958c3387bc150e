import type { BlockKindDescriptor } from '../types';
import { StudyPlan } from './study-plan';
import { studyPlanSchema } from '@/lib/content/kinds/study-plan';

export const studyPlanKind: BlockKindDescriptor<'study_plan', typeof studyPlanSchema> = {
  kind: 'study_plan',
  schema: studyPlanSchema,
  Component: StudyPlan,
};
