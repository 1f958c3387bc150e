import { z } from 'zod';
import { text } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

/** A program's courses by period (semesters, cuatrimestres, modules). */
const studyPlanSchema = z.object({
  title: text(200),
  intro: text(600).optional(),
  periods: z.array(z.object({ label: text(100), courses: z.array(text(200)).min(1).max(12) })).min(1).max(12),
});

export const studyPlanKind: KindSpec<'study_plan', typeof studyPlanSchema> = { kind: 'study_plan', schema: studyPlanSchema };
