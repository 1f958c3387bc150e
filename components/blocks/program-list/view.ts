import type { BlockView } from '../types';
import { ProgramList } from './program-list';

export const programListView: BlockView<'program_list'> = { Component: ProgramList, islands: ['ProgramFilters', 'SaveProgram'] };
