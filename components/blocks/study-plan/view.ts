import type { BlockView } from '../types';
import { StudyPlan } from './study-plan';

export const studyPlanView: BlockView<'study_plan'> = { Component: StudyPlan };
