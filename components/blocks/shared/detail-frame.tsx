import type { ReactNode } from 'react';
import { JsonLd } from '@/components/ui/json-ld';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { Image } from '@/lib/content/schema';
import { absoluteUrl, blockElementId } from '../block-utils';
import { Share } from '../lazy.client';
import type { BlockContext } from '../types';
import styles from './detail.module.css';

type Props = {
  /**
   * The detail block: its id names the section's elements; its `body` is the sanitized CMS HTML
   * (the kind's normalise step).
   */
  block: { id: string; data: { body: string } };
  context: BlockContext;
  /**
   * What the page is about: its title is the h1, its image the page's; its summary, where the
   * kind has one, is the share buttons' text (a kind without a summary has no share buttons).
   */
  entity: { title: string; image: Image; summary?: string };
  /** Preload the entity's image (the LCP); by default only when the block is the first one. */
  imagePriority?: boolean;
  /** The line above the h1 (the program type, "Evento", "Sede"…); none when empty. */
  eyebrow?: string;
  /** The rest of the first screen's header, after the h1: a lead, a byline, calls to action. */
  intro?: ReactNode;
  /** The column beside the image (key facts, actions). Without it the image spans the page (an article). */
  aside?: ReactNode;
  /** Between the image and the body (a standfirst, the list of sessions). */
  beforeBody?: ReactNode;
  /** After the body (requirements, a map). */
  afterBody?: ReactNode;
  /** The page's schema.org entity. */
  jsonLd: Record<string, unknown>;
  /** After the content, outside its container (a bar fixed to the screen). */
  children?: ReactNode;
};

const HALF_SIZES = '(min-width: 1200px) 676px, calc(100vw - 2rem)';
const WIDE_SIZES = '(min-width: 1200px) 1168px, calc(100vw - 2rem)';

/**
 * The page of one entity (program, article, event, campus): a header with the page's h1, its
 * image (beside the key facts, or across the page), the CMS body, the share buttons and its
 * structured data. Each detail kind fills the slots; the layout is the same for all.
 */
export function DetailFrame(props: Props) {
  const { block, context, entity, eyebrow, intro, aside, beforeBody, afterBody, jsonLd, children } = props;
  const { title, image, summary } = entity;
  const titleId = blockElementId(block.id, 'title');
  const priority = props.imagePriority ?? context.index === 0;
  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="container">
        <header className={styles.header}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {intro}
        </header>
        {aside === undefined ? (
          <figure className={`${styles.media} ${styles.articleMedia}`}>
            <ResponsiveImage image={image} priority={priority} sizes={WIDE_SIZES} className={styles.image} />
          </figure>
        ) : (
          <div className={styles.layout}>
            <figure className={styles.media}>
              <ResponsiveImage image={image} priority={priority} sizes={HALF_SIZES} className={styles.image} />
            </figure>
            <div>{aside}</div>
          </div>
        )}
        {beforeBody}
        <div className={`prose ${styles.body}`} dangerouslySetInnerHTML={{ __html: block.data.body }} />
        {afterBody}
        {summary !== undefined && (
          <Share
            url={`${context.siteUrl}${context.pathname}`}
            title={title}
            text={summary}
            image={absoluteUrl(image.styles.large, context.siteUrl)}
          />
        )}
      </div>
      <JsonLd data={jsonLd} />
      {children}
    </section>
  );
}
