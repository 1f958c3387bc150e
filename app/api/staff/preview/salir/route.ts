import { draftMode } from 'next/headers';
import { env } from '@/lib/config/env';
import { isFromSite } from '@/lib/http/from-site';
import { sitePath } from '@/lib/staff/site-path';
import { refusedOrigin, seeOther } from '../preview-answer';

export const dynamic = 'force-dynamic';

/** Leave the preview (the banner's button, anyone may): back to the published page it was on. */
export async function POST(request: Request) {
  if (!isFromSite(request)) return refusedOrigin();
  (await draftMode()).disable();
  return seeOther(sitePath(request.headers.get('referer'), new URL(env().SITE_URL).origin, { publicOnly: true }) ?? '/');
}
