/**
 * The video and embed services' answers, validated and reshaped into what the blocks show
 * Pure: no fetch here, so the rules are unit-tested.
 */
import { z } from 'zod';
import { parseIsoDuration } from './duration';

const thumbnailSchema = z.object({ url: z.string().max(2_000) });

/** `{VIDEO_API_URL}?id=…&part=contentDetails`: the stand-in's shape and the public API's. */
export const videoAnswerSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      contentDetails: z.object({ duration: z.string().max(50) }),
      snippet: z
        .object({
          title: z.string().max(300).optional(),
          thumbnail: z.string().max(2_000).optional(),
          thumbnails: z.record(z.string(), thumbnailSchema).optional(),
        })
        .optional(),
    }),
  ),
});

/** `{EMBED_API_URL}?url=…&omitscript=true`: oEmbed fields. Its `html` is never read. */
export const embedAnswerSchema = z.object({
  title: z.string().max(1_000).optional(),
  author_name: z.string().max(200).optional(),
  thumbnail_url: z.string().max(2_000).optional(),
  provider_name: z.string().max(100).optional(),
});

export type VideoDetails = {
  id: string;
  title: string | null;
  durationSeconds: number | null;
  /** Site-relative image path, or null: the site never asks a third party before a click. */
  thumbnail: string | null;
};

export type EmbedCard = {
  url: string;
  title: string | null;
  author: string | null;
  provider: string | null;
  /** Site-relative too: the page's CSP allows no other image host, and no request leaves for it. */
  thumbnail: string | null;
};

/** A path on this site: one leading "/", not "//" or "/\" (which browsers read as another host). */
export function sitePath(value: string | undefined): string | null {
  if (!value || !value.startsWith('/') || value[1] === '/' || value[1] === '\\') return null;
  return /[\s<>"']/.test(value) ? null : value;
}

const clean = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim() || null;

/** The details of video `id`, or null when the answer is malformed or does not list it. */
export function reshapeVideo(raw: unknown, id: string): VideoDetails | null {
  const parsed = videoAnswerSchema.safeParse(raw);
  if (!parsed.success) return null;
  const item = parsed.data.items.find((i) => i.id === id);
  if (!item) return null;
  const { snippet } = item;
  const thumbs = snippet?.thumbnails;
  const thumbnail = snippet?.thumbnail ?? thumbs?.maxres?.url ?? thumbs?.high?.url ?? thumbs?.medium?.url;
  return {
    id,
    title: clean(snippet?.title),
    durationSeconds: parseIsoDuration(item.contentDetails.duration),
    thumbnail: sitePath(thumbnail),
  };
}

/** The card of a post, or null when the answer is malformed or has nothing to show. */
export function reshapeEmbed(raw: unknown, url: string): EmbedCard | null {
  const parsed = embedAnswerSchema.safeParse(raw);
  if (!parsed.success) return null;
  const card = {
    url,
    title: clean(parsed.data.title),
    author: clean(parsed.data.author_name),
    provider: clean(parsed.data.provider_name),
    thumbnail: sitePath(parsed.data.thumbnail_url),
  };
  return card.title || card.author || card.thumbnail ? card : null;
}
