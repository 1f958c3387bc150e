import { truncateHtml } from '@/lib/text/truncate';
import { blockElementId } from '../block-utils';
import type { BlockProps } from '../types';
import styles from './html-text.module.css';

/** Rich text from the CMS (already sanitized on the server), optionally truncated. */
export function HtmlText({ block, context }: BlockProps<'html_text'>) {
  const { title, html, truncate } = block.data;
  const titleId = blockElementId(block.id, 'title');
  const content = truncate ? truncateHtml(html, truncate) : html;
  const Heading = context.primaryHeading ? 'h1' : 'h2';
  // A truncated text keeps a way to read on: the whole text one tap away, no JavaScript.
  const body = (
    <>
      <div className={`prose ${styles.body}`} dangerouslySetInnerHTML={{ __html: content }} />
      {content !== html && (
        <details className={styles.more}>
          <summary>Leer más</summary>
          <div className={`prose ${styles.body}`} dangerouslySetInnerHTML={{ __html: html }} />
        </details>
      )}
    </>
  );

  if (!title) {
    return (
      <div className="section">
        <div className="container">{body}</div>
      </div>
    );
  }
  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="container">
        <Heading id={titleId}>{title}</Heading>
        {body}
      </div>
    </section>
  );
}
