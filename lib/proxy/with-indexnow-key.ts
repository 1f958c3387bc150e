import { NextResponse, type NextRequest } from 'next/server';
import { INDEXNOW_KEY_RE } from '@/lib/seo/indexnow';

/**
 * IndexNow's key file, `/{INDEXNOW_KEY}.txt`: the key itself, as plain text (the protocol's proof
 * that the site sent its URLs). Answered here, before any route: the catch-all takes no file
 * names, and the key is read at run time, not at build. Without a key, no such file.
 */
export function indexNowKeyFile(request: NextRequest, key = process.env.INDEXNOW_KEY): NextResponse | null {
  if (!key || !INDEXNOW_KEY_RE.test(key) || request.nextUrl.pathname !== `/${key}.txt`) return null;
  return new NextResponse(key, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
