import type { BlockKindDescriptor } from '../types';
import { ArticleDetail } from './article-detail';
import { sanitizeBody } from '@/lib/content/kinds/detail-body';
import { articleDetailSchema } from '@/lib/content/kinds/article-detail';

export const articleDetailKind: BlockKindDescriptor<'article_detail', typeof articleDetailSchema> = {
  kind: 'article_detail',
  schema: articleDetailSchema,
  normalise: sanitizeBody,
  Component: ArticleDetail,
  ownH1: true,
  leadImage: true,
  islands: ['Share'],
};
