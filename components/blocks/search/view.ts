import type { BlockView } from '../types';
import { SearchBlock } from './search-block';

export const searchView: BlockView<'search'> = { Component: SearchBlock, ownH1: true, islands: ['SaveProgram', 'SearchMore'] };
