import type { NextRequest, NextResponse } from 'next/server';
import { formSecret } from '@/lib/forms/form-secret';
import { pageCookies } from './page-cookies';

/**
 * Campaign capture (rules §9) and the form clock (docs/decisions/0010-forms-without-scripts.md) on
 * a public page's answer, by the rule of lib/proxy/page-cookies.ts.
 */
export function withPageCookies(request: NextRequest, response: NextResponse): NextResponse {
  const cookies = pageCookies({
    method: request.method,
    navigation: request.headers.has('rsc') || request.headers.has('next-router-prefetch'),
    params: request.nextUrl.searchParams,
    cookie: (name) => request.cookies.get(name)?.value,
    userAgent: request.headers.get('user-agent') ?? '',
    now: Date.now(),
    secure: request.nextUrl.protocol === 'https:',
    formKey: formSecret(),
  });
  for (const cookie of cookies) response.cookies.set(cookie);
  return response;
}
