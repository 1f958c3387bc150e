import type { BlockKindDescriptor } from '../types';
import { HtmlText } from './html-text';
import { normaliseHtmlText } from './normalise';
import { htmlTextSchema } from './schema';

export const htmlTextKind: BlockKindDescriptor<'html_text', typeof htmlTextSchema> = {
  kind: 'html_text',
  schema: htmlTextSchema,
  normalise: normaliseHtmlText,
  Component: HtmlText,
};
