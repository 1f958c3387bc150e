import { SmartLink } from '@/components/ui/smart-link';
import { getVideo } from '@/lib/media';
import { clockDuration, spokenDuration } from '@/lib/media/duration';
import { blockElementId } from '../block-utils';
import type { BlockProps } from '../types';
import { VideoPlayer } from '../lazy.client';
import styles from './video-block.module.css';

/** Where the video lives when it cannot be played here. */
const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

/**
 * A video (rules §7 video api): details fetched on the server, a poster with its duration, and
 * the player only after a click. Without details (no key, service down, unknown video) it
 * degrades to a plain link.
 */
export async function VideoBlock({ block }: BlockProps<'video'>) {
  const { title, videoId, caption } = block.data;
  const details = await getVideo(videoId);
  const name = title ?? details?.title ?? 'Video';
  const titleId = blockElementId(block.id, 'title');
  const seconds = details?.durationSeconds ?? null;

  return (
    <section className="section" aria-labelledby={title ? titleId : undefined} aria-label={title ? undefined : name}>
      <div className="container">
        {title && <h2 id={titleId}>{title}</h2>}
        <figure className={`${styles.inner} ${styles.figure}`}>
          {details ? (
            <VideoPlayer
              videoId={videoId}
              watchHref={watchUrl(videoId)}
              title={details.title ?? name}
              thumbnail={details.thumbnail}
              duration={seconds === null ? null : { clock: clockDuration(seconds), spoken: spokenDuration(seconds) }}
            />
          ) : (
            <p className={styles.fallback}>
              <SmartLink href={watchUrl(videoId)} className={styles.fallbackLink}>
                Ver el video «{name}» en YouTube
              </SmartLink>
            </p>
          )}
          {(caption || details?.title) && (
            <figcaption className={styles.caption}>
              {details?.title && details.title !== title && <strong className={styles.videoTitle}>{details.title}</strong>}
              {caption}
            </figcaption>
          )}
        </figure>
      </div>
    </section>
  );
}
