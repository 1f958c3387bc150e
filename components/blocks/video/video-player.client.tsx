'use client';

import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './video-block.module.css';

type Props = {
  videoId: string;
  /** The video's page on YouTube: where the poster leads before its scripts run, or without them. */
  watchHref: string;
  title: string;
  /** Site-relative thumbnail; a plain poster when absent. */
  thumbnail: string | null;
  duration: { clock: string; spoken: string } | null;
};

/**
 * A poster with a play button. The player (youtube-nocookie) is only requested after the click:
 * nothing leaves for a third party before the visitor asks for the video. Until the island is
 * hydrated the poster is a link to the video on YouTube, in a new tab, so that a tap is never
 * lost (decisions/0023).
 */
export function VideoPlayer({ videoId, watchHref, title, thumbnail, duration }: Props) {
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className={styles.frame}>
        <iframe
          ref={frameRef}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className={styles.iframe}
        />
      </div>
    );
  }

  const poster = (
    <>
      {thumbnail && (
        // eslint-disable-next-line @next/next/no-img-element -- a pre-sized image from the media library
        <img src={thumbnail} alt="" width={1300} height={731} loading="lazy" decoding="async" className={styles.thumb} />
      )}
      <span className={styles.play} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32">
          <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
        </svg>
      </span>
      <span className="visually-hidden">
        Reproducir el video: {title}
        {duration ? ` (${duration.spoken})` : ''}
        {hydrated ? '' : ', en YouTube (se abre en una ventana nueva)'}
      </span>
      {duration && (
        <span className={styles.duration} aria-hidden="true">
          {duration.clock}
        </span>
      )}
    </>
  );
  if (!hydrated) {
    return (
      <a href={watchHref} className={styles.poster} target="_blank" rel="noopener noreferrer">
        {poster}
      </a>
    );
  }
  return (
    <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
      {poster}
    </button>
  );
}
