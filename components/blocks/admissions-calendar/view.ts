import type { BlockView } from '../types';
import { AdmissionsCalendar } from './admissions-calendar';

export const admissionsCalendarView: BlockView<'admissions_calendar'> = { Component: AdmissionsCalendar };
