import { NextResponse, type NextRequest } from 'next/server';

/**
 * A page asked over plain http, as the TLS-terminating proxy in front reports it
 * (`X-Forwarded-Proto: http`), is sent to the same path on the public https origin (SITE_URL)
 * with a permanent redirect, before anything else: no cookie is ever set over http. Only the
 * configured origin is a target (never the request's Host), and only when it is https.
 */
export function toHttps(request: NextRequest, siteUrl = process.env.SITE_URL): NextResponse | null {
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (proto !== 'http' || !siteUrl?.startsWith('https://')) return null;
  const target = new URL(siteUrl);
  target.pathname = request.nextUrl.pathname; // a setter: '//evil.example' stays a path on our host
  target.search = request.nextUrl.search;
  return NextResponse.redirect(target, 308);
}
