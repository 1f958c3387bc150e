import { formatSpanishDate } from '@/lib/locale/format';
import { isoFromEpoch } from '../block-utils';
import { Card } from '../shared/card';
import { CardList } from '../shared/card-list';
import { BlockSection } from '../shared/block-section';
import type { BlockProps } from '../types';
import styles from '../shared/cards.module.css';

/** News or blog posts as a card grid. */
export function ArticleList({ block, context }: BlockProps<'article_list'>) {
  const { title, kind, articles } = block.data;
  return (
    <BlockSection blockId={block.id} title={title}>
      {articles.length === 0 ? (
        <p className={styles.empty}>
          {kind === 'blog' ? 'Aún no hay entradas en el blog.' : 'Aún no hay noticias publicadas.'}
        </p>
      ) : (
        <CardList items={articles} position={context}>
          {(article, loading) => (
            <Card
              image={article.image}
              loading={loading}
              eyebrow={
                <>
                  {article.category && <span>{article.category} · </span>}
                  <time dateTime={isoFromEpoch(article.date)}>{formatSpanishDate(article.date)}</time>
                </>
              }
              title={article.title}
              href={article.path}
            >
              {article.summary && <p className={styles.text}>{article.summary}</p>}
            </Card>
          )}
        </CardList>
      )}
    </BlockSection>
  );
}
