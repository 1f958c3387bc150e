import type { BlockKindDescriptor } from '../types';
import { AdmissionsCalendar } from './admissions-calendar';
import { admissionsCalendarSchema } from './schema';

export const admissionsCalendarKind: BlockKindDescriptor<'admissions_calendar', typeof admissionsCalendarSchema> = {
  kind: 'admissions_calendar',
  schema: admissionsCalendarSchema,
  Component: AdmissionsCalendar,
};
