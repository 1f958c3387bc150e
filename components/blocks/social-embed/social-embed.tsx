import { SmartLink } from '@/components/ui/smart-link';
import { getEmbed } from '@/lib/media';
import { blockElementId } from '../block-utils';
import type { BlockProps } from '../types';
import styles from './social-embed.module.css';

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/**
 * A social post (rules §7 image-and-post embed service) as the site's own card: picture, text,
 * author and network, linking to the post. The service's HTML and scripts are never injected.
 * Without a card (no token, service down) it degrades to a plain link.
 */
export async function SocialEmbed({ block }: BlockProps<'social_embed'>) {
  const { url, title } = block.data;
  const card = await getEmbed(url);
  const titleId = blockElementId(block.id, 'title');
  const network = card?.provider ?? hostOf(url);

  return (
    <section className="section" aria-labelledby={title ? titleId : undefined} aria-label={title ? undefined : network}>
      <div className="container">
        {title && <h2 id={titleId}>{title}</h2>}
        {card ? (
          <article className={`${styles.inner} ${styles.card}`}>
            {card.thumbnail && (
              // eslint-disable-next-line @next/next/no-img-element -- a pre-sized picture of the post
              <img
                src={card.thumbnail}
                alt=""
                width={1300}
                height={731}
                loading="lazy"
                decoding="async"
                referrerPolicy="no-referrer"
                className={styles.image}
              />
            )}
            <div className={styles.body}>
              <p className={styles.provider}>{network}</p>
              {card.title && <p className={styles.text}>{card.title}</p>}
              {card.author && <p className={styles.author}>@{card.author.replace(/^@/, '')}</p>}
              <SmartLink href={url} className={styles.link}>
                Ver la publicación en {network}
              </SmartLink>
            </div>
          </article>
        ) : (
          <p className={`${styles.inner} ${styles.fallback}`}>
            <SmartLink href={url} className={styles.link}>
              Ver la publicación en {network}
            </SmartLink>
          </p>
        )}
      </div>
    </section>
  );
}
