import type { BlockKindDescriptor } from '../types';
import { AdmissionsCalendar } from './admissions-calendar';
import { admissionsCalendarSchema } from '@/lib/content/kinds/admissions-calendar';

export const admissionsCalendarKind: BlockKindDescriptor<'admissions_calendar', typeof admissionsCalendarSchema> = {
  kind: 'admissions_calendar',
  schema: admissionsCalendarSchema,
  Component: AdmissionsCalendar,
};
