import type { BlockKindDescriptor } from '../types';
import { HtmlText } from './html-text';
import { htmlTextSchema, normaliseHtmlText } from '@/lib/content/kinds/html-text';

export const htmlTextKind: BlockKindDescriptor<'html_text', typeof htmlTextSchema> = {
  kind: 'html_text',
  schema: htmlTextSchema,
  normalise: normaliseHtmlText,
  Component: HtmlText,
};
