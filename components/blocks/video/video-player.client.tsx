'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './video-block.module.css';

type Props = {
  videoId: string;
  title: string;
  /** Site-relative thumbnail; a plain poster when absent. */
  thumbnail: string | null;
  duration: { clock: string; spoken: string } | null;
};

/**
 * A poster with a play button. The player (youtube-nocookie) is only requested after the click:
 * nothing leaves for a third party before the visitor asks for the video.
 */
export function VideoPlayer({ videoId, title, thumbnail, duration }: Props) {
  const [playing, setPlaying] = useState(false);
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

  return (
    <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
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
      </span>
      {duration && (
        <span className={styles.duration} aria-hidden="true">
          {duration.clock}
        </span>
      )}
    </button>
  );
}
