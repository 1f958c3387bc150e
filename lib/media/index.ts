import 'server-only';
import { cache } from 'react';
import { env } from '@/lib/config/env';
import { UpstreamError } from '@/lib/http/errors';
import { fetchJson, upstreamUrl } from '@/lib/http/fetch-json';
import { logger } from '@/lib/log';
import { reshapeEmbed, reshapeVideo, type EmbedCard, type VideoDetails } from './parse';

export type { EmbedCard, VideoDetails } from './parse';

/** Video details and post cards change rarely: an hour, revalidated on demand through these tags. */
export const MEDIA_REVALIDATE_S = 3_600;
export const MEDIA_TAG = 'media';

/** The failure, logged without the URL: it carries the key or token in its query. */
function logFailure(event: string, subject: string, err: unknown) {
  logger.warn(event, {
    subject,
    status: err instanceof UpstreamError ? err.status : null,
    reason: err instanceof UpstreamError ? err.message : String(err).slice(0, 100),
  });
}

/**
 * Duration, title and thumbnail of a video (rules §7 "video details"), or null when the
 * service has no key, fails or does not know the video: the block then degrades to a link.
 */
export const getVideo = cache(async (id: string): Promise<VideoDetails | null> => {
  const { VIDEO_API_URL, VIDEO_API_KEY } = env();
  if (!VIDEO_API_KEY) return null;
  const url = upstreamUrl(VIDEO_API_URL, '', { id, part: 'contentDetails', key: VIDEO_API_KEY });
  try {
    const raw = await fetchJson(url, { revalidate: MEDIA_REVALIDATE_S, tags: [MEDIA_TAG, `video:${id}`] });
    const details = reshapeVideo(raw, id);
    if (!details) logger.warn('video.malformed', { subject: id });
    return details;
  } catch (err) {
    logFailure('video.failed', id, err);
    return null;
  }
});

/**
 * Title, author and picture of a social post (rules §7 "image-and-post embed service"), or null
 * when there is no token or the service fails. The service's HTML is never used.
 */
export const getEmbed = cache(async (postUrl: string): Promise<EmbedCard | null> => {
  const { EMBED_API_URL, EMBED_API_TOKEN } = env();
  if (!EMBED_API_TOKEN) return null;
  const url = upstreamUrl(EMBED_API_URL, '', { url: postUrl, omitscript: 'true', access_token: EMBED_API_TOKEN });
  try {
    const raw = await fetchJson(url, { revalidate: MEDIA_REVALIDATE_S, tags: [MEDIA_TAG, 'embed'] });
    const card = reshapeEmbed(raw, postUrl);
    if (!card) logger.warn('embed.malformed', { subject: new URL(postUrl).hostname });
    return card;
  } catch (err) {
    logFailure('embed.failed', new URL(postUrl).hostname, err);
    return null;
  }
});
