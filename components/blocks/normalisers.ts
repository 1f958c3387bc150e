import 'server-only';
import type { BlockData, BlockKind } from '@/lib/content/schema';
import { normaliseContentModule } from './content-module/normalise';
import { normaliseFaq } from './faq/normalise';
import { normaliseHtmlText } from './html-text/normalise';
import { sanitizeBody } from './shared/detail-body';

/**
 * What a kind does to its validated data before any component sees it, once, on the server
 * (lib/content/blocks.ts): CMS HTML is sanitized. Kinds without an entry are used as parsed.
 */
export const blockNormalisers: { [K in BlockKind]?: (data: BlockData<K>) => BlockData<K> } = {
  html_text: normaliseHtmlText,
  program_detail: sanitizeBody,
  article_detail: sanitizeBody,
  event_detail: sanitizeBody,
  campus_detail: sanitizeBody,
  faq: normaliseFaq,
  content_module: normaliseContentModule,
};
