import { JsonLd } from '@/components/ui/json-ld';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { Article } from '@/lib/content/schema';
import { formatSpanishDate } from '@/lib/locale/format';
import { absoluteUrl, blockElementId, isoFromEpoch } from '../block-utils';
import { Share } from '../lazy.client';
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
  const { article, kind, body } = block.data;
  const titleId = blockElementId(block.id, 'title');
  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="container">
        <header className={styles.header}>
          {article.category && <p className={styles.eyebrow}>{article.category}</p>}
          <h1 id={titleId} className={styles.title}>
            {article.title}
          </h1>
          <p className={styles.meta}>
            {article.author && <span>Por {article.author} · </span>}
            <time dateTime={isoFromEpoch(article.date)}>{formatSpanishDate(article.date)}</time>
          </p>
        </header>
        <figure className={`${styles.media} ${styles.articleMedia}`}>
          <ResponsiveImage
            image={article.image}
            priority
            sizes="(min-width: 1200px) 1168px, calc(100vw - 2rem)"
            className={styles.image}
          />
        </figure>
        {article.summary && <p className={`${styles.lead} ${styles.standfirst}`}>{article.summary}</p>}
        <div className={`prose ${styles.body}`} dangerouslySetInnerHTML={{ __html: body }} />
        <Share
          url={`${context.siteUrl}${context.pathname}`}
          title={article.title}
          text={article.summary}
          image={absoluteUrl(article.image.styles.large, context.siteUrl)}
        />
      </div>
      <JsonLd data={articleJsonLd(article, kind, context)} />
    </section>
  );
}
