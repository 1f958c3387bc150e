import type { BlockView } from '../types';
import { HtmlText } from './html-text';

export const htmlTextView: BlockView<'html_text'> = { Component: HtmlText };
