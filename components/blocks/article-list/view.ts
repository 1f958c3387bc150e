import type { BlockView } from '../types';
import { ArticleList } from './article-list';

export const articleListView: BlockView<'article_list'> = { Component: ArticleList };
