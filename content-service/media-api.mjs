// Stand-ins for the video service and the image-and-post embed service (rules §7):
//   GET /video?id=…&part=contentDetails&key=…      details of the videos in content/{u}/videos.json
//   GET /embed?url=…&omitscript=true&access_token=… oEmbed-style card of the posts in content/{u}/embeds.json
// Thumbnails are media keys of the content, answered as site-relative paths.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEMO_MEDIA = { videoKey: 'demo-video-key', embedToken: 'demo-embed-token' };

const here = dirname(fileURLToPath(import.meta.url));
const readList = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : []);
const fail = (status, error) => [status, { error }];

export function openMediaApi(content, contentDir = join(here, 'content')) {
  const dir = join(contentDir, content.university);
  const videoKey = process.env.VIDEO_API_KEY ?? DEMO_MEDIA.videoKey;
  const embedToken = process.env.EMBED_API_TOKEN ?? DEMO_MEDIA.embedToken;
  const thumb = (key) => content.image(key).styles.max_1300x1300;
  const videos = new Map(readList(join(dir, 'videos.json')).map((v) => [v.id, v]));
  const posts = new Map(readList(join(dir, 'embeds.json')).map((p) => [p.url, p]));
  // Fail at start, not on a request, when a media key is unknown.
  for (const item of [...videos.values(), ...posts.values()]) thumb(item.image);

  return {
    video(q) {
      if (!q.get('key')) return fail(400, 'Parámetro "key" requerido');
      if (q.get('key') !== videoKey) return fail(403, 'Clave inválida');
      const ids = (q.get('id') ?? '').split(',').filter(Boolean);
      if (!ids.length || ids.length > 50) return fail(400, 'Parámetro "id" requerido');
      const items = ids.flatMap((id) => {
        const v = videos.get(id);
        return v ? [{ id, contentDetails: { duration: v.duration }, snippet: { title: v.title, thumbnail: thumb(v.image) } }] : [];
      });
      if (!items.length) return fail(404, 'Video no encontrado');
      return [200, { kind: 'videoListResponse', items }];
    },
    embed(q) {
      if (!q.get('access_token')) return fail(400, 'Parámetro "access_token" requerido');
      if (q.get('access_token') !== embedToken) return fail(403, 'Token inválido');
      const url = q.get('url');
      if (!url || !/^https:\/\//.test(url)) return fail(400, 'Parámetro "url" requerido (https)');
      const post = posts.get(url);
      if (!post) return fail(404, 'Publicación no encontrada');
      const { image, ...fields } = post;
      // A real service answers its own markup (and a script unless omitscript=true); the site ignores it.
      const html = `<blockquote class="embed" data-url="${url}"><a href="${url}">${fields.title}</a></blockquote>`;
      return [200, { version: '1.0', type: 'rich', ...fields, thumbnail_url: thumb(image), html }];
    },
  };
}
