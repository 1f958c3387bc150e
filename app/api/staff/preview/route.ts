import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { env } from '@/lib/config/env';
import { isSameOrigin } from '@/lib/http/same-origin';
import { previewPath } from '@/lib/staff/preview-path';
import { staffSession } from '@/lib/staff/require';

export const dynamic = 'force-dynamic';

const to = (path: string) => NextResponse.redirect(new URL(path, env().SITE_URL), { status: 303, headers: { 'cache-control': 'no-store' } });

/**
 * Enter the editor's preview of a page (Next's draft mode; docs/decisions/0013-staff-workbench.md):
 * staff only; the page then renders on every request from the content service's drafts, never
 * cached, never indexed, with the "Vista previa" banner.
 */
export async function GET(request: Request) {
  const origin = new URL(env().SITE_URL).origin;
  const path = previewPath(new URL(request.url).searchParams.get('path'), origin);
  if (!(await staffSession())) return to(`/staff/entrar?next=${encodeURIComponent('/staff')}`);
  if (!path) return new NextResponse('Indique una página pública del sitio, por ejemplo /landing/pregrado.', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  (await draftMode()).enable();
  return to(path);
}

/** Leave the preview (the banner's button, anyone may): back to the published page it was on. */
export async function POST(request: Request) {
  const origin = new URL(env().SITE_URL).origin;
  if (!isSameOrigin(request.headers, [origin, new URL(request.url).origin])) return new NextResponse('Origen no permitido', { status: 403 });
  (await draftMode()).disable();
  return to(previewPath(request.headers.get('referer'), origin) ?? '/');
}
