import type { BlockView } from '../types';
import { Hero } from './hero';

export const heroView: BlockView<'hero'> = { Component: Hero, ownH1: true, leadImage: true };
