import { NextResponse } from 'next/server';
import { env } from '@/lib/config/env';

/** A 303 to a path `sitePath` has already accepted: never built from raw input. */
export const seeOther = (path: string) =>
  NextResponse.redirect(`${new URL(env().SITE_URL).origin}${path}`, { status: 303, headers: { 'cache-control': 'no-store' } });

export const refusedOrigin = () => new NextResponse('Origen no permitido', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } });
