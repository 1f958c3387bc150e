import type { BlockView } from '../types';
import { Faq } from './faq';

export const faqView: BlockView<'faq'> = { Component: Faq };
