import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { after, NextResponse } from 'next/server';
import { z } from 'zod';
import { env } from '@/lib/config/env';
import { CONTENT_TAG } from '@/lib/content';
import { forgetMisses } from '@/lib/content/negative-cache';
import { jsonError, readJsonBody } from '@/lib/http/json';
import { loadRedirects, REDIRECTS_TAG } from '@/lib/redirects/load';
import { announceChanged } from '@/lib/seo/announce';

const bodySchema = z.object({
  tags: z.array(z.string().regex(/^[\w:.-]{1,200}$/)).max(50).default([CONTENT_TAG]),
  /** The site paths whose pages changed, as the content service's webhook names them: announced to IndexNow. */
  paths: z.array(z.string().startsWith('/').max(500)).max(1_000).default([]),
});

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * On-demand revalidation, for the content service's webhook: `Authorization: Bearer
 * $REVALIDATE_SECRET`, `{ tags, paths }`. The changed paths go to IndexNow after the answer
 * (lib/seo/announce.ts), never on its time.
 */
export async function POST(request: Request) {
  const secret = env().REVALIDATE_SECRET;
  if (!secret) return jsonError(404, 'Revalidación deshabilitada');
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!same(given, secret)) return jsonError(401, 'Secreto inválido');
  const body = await readJsonBody(request, bodySchema, 256 * 1024);
  if (!body.ok) return body.response;
  for (const tag of body.data.tags) revalidateTag(tag, 'max');
  forgetMisses(); // a page created upstream must not stay a remembered 404
  // The redirects are applied before any page: loaded again before the answer (docs/redirects.md).
  if (body.data.tags.some((tag) => tag === CONTENT_TAG || tag === REDIRECTS_TAG)) await loadRedirects('revalidate');
  const { paths } = body.data;
  if (paths.length > 0) after(() => announceChanged(paths));
  return NextResponse.json({ revalidated: body.data.tags }, { headers: { 'cache-control': 'no-store' } });
}
