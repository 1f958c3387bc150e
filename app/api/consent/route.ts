import { env } from '@/lib/config/env';
import { answerCookieChoice } from '@/lib/cookie-choice/choice-request';

/** The cookie choice, the cookie notice's answer (lib/cookie-choice/choice-request.ts). */
export function POST(request: Request) {
  return answerCookieChoice(request, new URL(env().SITE_URL).origin);
}
