import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SmartLink } from '@/components/ui/smart-link';
import { imageLoading } from '@/lib/layout/fold';
import { blockElementId } from '../block-utils';
import type { BlockProps } from '../types';
import styles from './hero.module.css';

/** The page's opening banner: the h1, a subtitle and up to two calls to action over an image. */
export function Hero({ block, context }: BlockProps<'hero'>) {
  const { title, subtitle, image, buttons } = block.data;
  const titleId = blockElementId(block.id, 'title');
  // The overlay comes last in the markup (the text is drawn over it): once it is parsed, the
  // banner is whole.
  const endId = blockElementId(block.id, 'end');
  const [primary, secondary] = buttons;
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      {/* Opening the page, its text sits at the bottom of the image: painted half-parsed on a slow
          phone, it would climb as the rest arrives. The browser waits to paint until the banner's
          last element is in (decision 0034; React puts the link in the head). */}
      {context.index === 0 && <link rel="expect" href={`#${endId}`} blocking="render" />}
      <div className={styles.ratio} style={{ aspectRatio: `${image.width} / ${image.height}` }} aria-hidden="true" />
      <div className={styles.media}>
        <ResponsiveImage image={image} priority={context.index === 0} loading={imageLoading(context)} sizes="100vw" className={styles.image} />
      </div>
      <div className={styles.content}>
        <div className="container">
          <div className={styles.text}>
            <h1 id={titleId} className={styles.title}>
              {title}
            </h1>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
            {primary && (
              <div className={styles.actions}>
                <SmartLink
                  href={primary.link}
                  file={primary.file}
                  nofollow={primary.nofollow}
                  target={primary.target}
                  className="btn btn--warm"
                >
                  {primary.label}
                </SmartLink>
                {secondary && (
                  <SmartLink
                    href={secondary.link}
                    file={secondary.file}
                    nofollow={secondary.nofollow}
                    target={secondary.target}
                    className={`btn ${styles.ghost}`}
                  >
                    {secondary.label}
                  </SmartLink>
                )}
              </div>
            )}
          </div>
        </div>
      </div>
      <div id={endId} className={styles.overlay} aria-hidden="true" />
    </section>
  );
}
