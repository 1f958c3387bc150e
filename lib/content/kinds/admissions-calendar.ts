import { z } from 'zod';
import { text, linkSchema } from '@/lib/content/primitives';
import type { KindSpec } from '../block-kinds';

/** Admission dates of a period: each step with its deadline (an ISO day, read in the university's time zone). */
const admissionsCalendarSchema = z.object({
  title: text(200),
  period: text(100),
  intro: text(600).optional(),
  steps: z.array(z.object({ label: text(200), date: z.iso.date(), detail: text(300).optional() })).min(1).max(12),
  link: linkSchema.optional(),
});

export const admissionsCalendarKind: KindSpec<'admissions_calendar', typeof admissionsCalendarSchema> = {
  kind: 'admissions_calendar',
  schema: admissionsCalendarSchema,
};
