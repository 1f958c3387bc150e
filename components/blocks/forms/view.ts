import type { BlockView } from '../types';
import { FormBlock } from './form-block';

export const formsView: BlockView<'forms'> = { Component: FormBlock, islands: ['FormBlockClient'] };
