import type { BlockKindDescriptor } from '../types';
import { ArticleList } from './article-list';
import { articleListSchema } from '@/lib/content/kinds/article-list';

export const articleListKind: BlockKindDescriptor<'article_list', typeof articleListSchema> = {
  kind: 'article_list',
  schema: articleListSchema,
  Component: ArticleList,
};
