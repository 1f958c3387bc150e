import { env } from '@/lib/config/env';
import { answerConsentPost } from '@/lib/consent/choice-request';

/** The cookie notice's choice (lib/consent/choice-request.ts). */
export function POST(request: Request) {
  return answerConsentPost(request, new URL(env().SITE_URL).origin);
}
