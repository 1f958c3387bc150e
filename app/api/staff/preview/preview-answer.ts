import { NextResponse } from 'next/server';
import { env } from '@/lib/config/env';
import { isSameOrigin } from '@/lib/http/same-origin';

/** A 303 to a path `sitePath` has already accepted: never built from raw input. */
export const seeOther = (path: string) =>
  NextResponse.redirect(`${new URL(env().SITE_URL).origin}${path}`, { status: 303, headers: { 'cache-control': 'no-store' } });

/** Entering and leaving the preview are state changes: only the site's own pages may ask. */
export const fromSite = (request: Request) => isSameOrigin(request.headers, [new URL(env().SITE_URL).origin, new URL(request.url).origin]);

export const refusedOrigin = () => new NextResponse('Origen no permitido', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } });
