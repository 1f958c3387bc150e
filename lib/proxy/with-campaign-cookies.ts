import type { NextRequest, NextResponse } from 'next/server';
import { campaignCookieWrites } from '@/lib/tracking/capture';

/** Campaign capture of rules §9 into cookies (readable by the page, which mirrors them to storage). */
export function withCampaignCookies(request: NextRequest, response: NextResponse): NextResponse {
  const writes = campaignCookieWrites(
    request.nextUrl.searchParams,
    (name) => request.cookies.get(name)?.value,
    request.headers.get('user-agent') ?? '',
    new Date(),
  );
  const secure = request.nextUrl.protocol === 'https:';
  for (const { name, value, maxAge } of writes) {
    response.cookies.set({ name, value, maxAge, path: '/', sameSite: 'lax', secure, httpOnly: false });
  }
  return response;
}
