import type { BlockView } from '../types';
import { NextStep } from './next-step';

export const nextStepView: BlockView<'next_step'> = { Component: NextStep, islands: ['SaveProgram'] };
