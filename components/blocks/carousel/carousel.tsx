import { CardImage } from '@/components/ui/card-image';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SmartLink } from '@/components/ui/smart-link';
import type { BlockData } from '@/lib/content/schema';
import { imageLoading } from '@/lib/layout/fold';
import { blockElementId } from '../block-utils';
import { CarouselClient } from '../lazy.client';
import type { BlockProps } from '../types';
import styles from './carousel.module.css';

type Slide = BlockData<'carousel'>['slides'][number];
type Variant = BlockData<'carousel'>['variant'];

/** Rules §9: without an explicit delay, slides advance every second. */
export const DEFAULT_AUTOPLAY_MS = 1_000;

const BANNER_SIZES = '(min-width: 1200px) 1168px, calc(100vw - 2rem)';

function SlideBody({ slide, variant, heading: Heading }: { slide: Slide; variant: Variant; heading: 'h2' | 'h3' }) {
  const { title, text, link } = slide;
  if (variant === 'cards') {
    return (
      <div className={styles.body}>
        <Heading className={styles.slideTitle}>
          {link ? (
            <SmartLink href={link.link} file={link.file} nofollow={link.nofollow} target={link.target} className={styles.stretched}>
              {title}
            </SmartLink>
          ) : (
            title
          )}
        </Heading>
        {text && <p className={styles.text}>{text}</p>}
      </div>
    );
  }
  return (
    <div className={styles.body}>
      <Heading className={styles.slideTitle}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {link && (
        <SmartLink href={link.link} file={link.file} nofollow={link.nofollow} target={link.target} className={`btn btn--warm ${styles.cta}`}>
          {link.label}
        </SmartLink>
      )}
    </div>
  );
}

/**
 * A carousel whose slides are server HTML: before (or without) JavaScript the first slide is
 * laid out exactly where Swiper will keep it; the client half only adds the motion and controls.
 */
export function Carousel({ block, context }: BlockProps<'carousel'>) {
  const { title, variant, autoplayMs, slides } = block.data;
  // A banner shows one slide at a time: the others are off screen until Swiper brings them in,
  // and Swiper loads the next one ahead (lazyPreloadPrevNext), so they wait like any image below
  // the fold instead of competing with the first screen.
  const loading = (i: number) => (variant === 'banner' && i > 0 ? 'lazy' : imageLoading(context, i));
  const titleId = blockElementId(block.id, 'title');
  const label = title ?? 'Destacados';
  return (
    <section
      className={`section ${styles.section}`}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      aria-roledescription="carrusel"
      data-carousel={variant}
    >
      <div className="container">
        {title && <h2 id={titleId}>{title}</h2>}
        <CarouselClient variant={variant} autoplayMs={autoplayMs ?? DEFAULT_AUTOPLAY_MS} label={label} count={slides.length}>
          {slides.map((slide, i) => (
            <div key={slide.id} className={`swiper-slide ${styles.slide}`} data-slide={slide.id}>
              <article className={styles.card}>
                <div className={styles.media}>
                  {variant === 'cards' ? (
                    <CardImage image={slide.image} loading={loading(i)} className={styles.image} />
                  ) : (
                    <ResponsiveImage
                      image={slide.image}
                      priority={i === 0 && context.index === 0}
                      loading={loading(i)}
                      sizes={BANNER_SIZES}
                      className={styles.image}
                    />
                  )}
                </div>
                <SlideBody slide={slide} variant={variant} heading={title ? 'h3' : 'h2'} />
              </article>
            </div>
          ))}
        </CarouselClient>
      </div>
    </section>
  );
}
