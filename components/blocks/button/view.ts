import type { BlockView } from '../types';
import { ButtonBlock } from './button-block';

export const buttonView: BlockView<'button'> = { Component: ButtonBlock };
