'use client';

import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import styles from './carousel.module.css';

type Variant = 'cards' | 'banner';
type Props = { variant: Variant; autoplayMs: number; label: string; count: number; children: ReactNode };

/** One step of a carousel's layout: from this viewport width (px) up, slides per view and the gap between them (px). */
type Step = readonly [minWidth: number, slidesPerView: number, spaceBetween: number];
type Layout = Pick<SwiperOptions, 'slidesPerView' | 'spaceBetween' | 'breakpoints'>;

/** Swiper's layout options from a variant's steps, narrowest first; below the first width, the first step's layout. */
function layout(...steps: [Step, ...Step[]]): Layout {
  const [[, slidesPerView, spaceBetween]] = steps;
  const breakpoints = Object.fromEntries(steps.map(([minWidth, slides, space]) => [minWidth, { slidesPerView: slides, spaceBetween: space }]));
  return { slidesPerView, spaceBetween, breakpoints };
}

/**
 * Rules §9 breakpoints. Cards: 1.2 slides on phones, 2.2 on tablets, 3 on desktops, 10/20/50 px
 * apart. Banner: one slide at a time. carousel.module.css mirrors these, so the server HTML is
 * laid out the same before Swiper loads.
 */
const LAYOUTS: Record<Variant, Layout> = {
  cards: layout([320, 1.2, 10], [480, 1.2, 10], [767, 2.2, 20], [991, 3, 20], [1240, 3, 50]),
  banner: layout([270, 1, 10], [760, 1, 20], [1000, 1, 20], [1024, 1, 50], [1920, 1, 50]),
};

const A11Y_MESSAGES = {
  prevSlideMessage: 'Diapositiva anterior',
  nextSlideMessage: 'Diapositiva siguiente',
  firstSlideMessage: 'Esta es la primera diapositiva',
  lastSlideMessage: 'Esta es la última diapositiva',
  slideLabelMessage: 'Diapositiva {{index}} de {{slidesLength}}',
  itemRoleDescriptionMessage: 'diapositiva',
  containerRoleDescriptionMessage: null,
};

const ARROWS = [
  { label: 'Diapositiva anterior', step: 'prev', icon: 'chevronLeft' },
  { label: 'Diapositiva siguiente', step: 'next', icon: 'chevronRight' },
] as const;

/** Swiper and its CSS are fetched here, after hydration, and only on pages with a carousel. */
export function CarouselClient({ variant, autoplayMs, label, count, children }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let instance: SwiperInstance | null = null;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    void (async () => {
      const [{ Swiper, A11y, Autoplay, Keyboard }] = await Promise.all([import('./swiper-parts'), import('swiper/css'), import('swiper/css/a11y')]);
      if (cancelled || !rootRef.current) return;
      instance = new Swiper(rootRef.current, {
        modules: [A11y, Autoplay, Keyboard],
        ...LAYOUTS[variant],
        rewind: true,
        // Slides after the first of a banner load lazily (carousel.tsx): the next one is fetched ahead.
        lazyPreloadPrevNext: 1,
        speed: reduceMotion ? 0 : 400,
        keyboard: { enabled: true, onlyInViewport: true },
        a11y: { ...A11Y_MESSAGES, containerMessage: label },
        autoplay: { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
        on: {
          slideChange: (s) => setActive(s.realIndex),
          autoplayStart: () => setPlaying(true),
          autoplayStop: () => setPlaying(false),
        },
      });
      // WCAG 2.2.2: never moves on its own under prefers-reduced-motion; the button can start it.
      if (reduceMotion) instance.autoplay.stop();
      swiperRef.current = instance;
      setPlaying(instance.autoplay.running);
      setReady(true);
    })().catch(() => {
      // Without Swiper the first slide stays in place and the rest remain reachable by Tab.
    });
    return () => {
      cancelled = true;
      instance?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [variant, autoplayMs, label]);

  const toggle = () => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (autoplay.running) autoplay.stop();
    else autoplay.start();
  };

  // APG carousel: autoplay holds while keyboard focus is inside and resumes when it leaves.
  const onFocus = () => {
    const autoplay = swiperRef.current?.autoplay;
    if (autoplay?.running && !autoplay.paused) autoplay.pause();
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
    const autoplay = swiperRef.current?.autoplay;
    if (autoplay?.running && autoplay.paused) autoplay.resume();
  };

  return (
    <div className={`${styles.root} ${styles[variant]}`} data-ready={ready || undefined} onFocus={onFocus} onBlur={onBlur}>
      <div ref={rootRef} className={`swiper ${styles.viewport}`}>
        <div className={`swiper-wrapper ${styles.track}`}>{children}</div>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={toggle} disabled={!ready} data-carousel-toggle="">
            <span aria-hidden="true" className={playing ? styles.iconPause : styles.iconPlay} />
            <span>{playing ? 'Pausar' : 'Reproducir'}</span>
            <span className="visually-hidden"> el carrusel</span>
          </button>
          <p className={styles.counter} aria-hidden="true">
            {active + 1} / {count}
          </p>
          {ARROWS.map(({ label, step, icon }) => (
            <button
              key={step}
              type="button"
              className={`${styles.control} ${styles.arrow}`}
              aria-label={label}
              onClick={() => (step === 'prev' ? swiperRef.current?.slidePrev() : swiperRef.current?.slideNext())}
              disabled={!ready}
            >
              <span aria-hidden="true" className={styles[icon]} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
