import type { Article } from '@/lib/content/schema';
import { formatSpanishDate } from '@/lib/locale/format';
import { absoluteUrl, isoFromEpoch } from '../block-utils';
import { DetailFrame } from '../shared/detail-frame';
import type { BlockContext, BlockProps } from '../types';
import styles from '../shared/detail.module.css';

/** schema.org NewsArticle (news) or BlogPosting (blog). */
function articleJsonLd(article: Article, kind: 'news' | 'blog', context: BlockContext): Record<string, unknown> {
  const publisher = { '@type': 'Organization', name: context.config.name, url: absoluteUrl('/', context.siteUrl) };
  const url = absoluteUrl(article.path, context.siteUrl);
  return {
    '@type': kind === 'blog' ? 'BlogPosting' : 'NewsArticle',
    headline: article.title,
    description: article.summary,
    datePublished: isoFromEpoch(article.date),
    image: [absoluteUrl(article.image.styles.large, context.siteUrl)],
    author: article.author ? { '@type': 'Person', name: article.author } : publisher,
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(article.category ? { articleSection: article.category } : {}),
    inLanguage: context.config.locale,
  };
}

/** A news or blog post: h1, author · date, lead image, body and structured data. */
export function ArticleDetail({ block, context }: BlockProps<'article_detail'>) {
  const { article, kind } = block.data;
  return (
    <DetailFrame
      block={block}
      context={context}
      entity={article}
      imagePriority
      eyebrow={article.category}
      intro={
        <p className={styles.meta}>
          {article.author && <span>Por {article.author} · </span>}
          <time dateTime={isoFromEpoch(article.date)}>{formatSpanishDate(article.date)}</time>
        </p>
      }
      beforeBody={article.summary && <p className={`${styles.lead} ${styles.standfirst}`}>{article.summary}</p>}
      jsonLd={articleJsonLd(article, kind, context)}
    />
  );
}
