import type { BlockView } from '../types';
import { ArticleDetail } from './article-detail';

export const articleDetailView: BlockView<'article_detail'> = { Component: ArticleDetail, ownH1: true, leadImage: true, islands: ['Share'] };
