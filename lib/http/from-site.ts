import 'server-only';
import { env } from '@/lib/config/env';
import { isSameOrigin } from './same-origin';

/** Whether a state-changing request comes from the site's own pages, at its public origin or the one it was addressed to. */
export const isFromSite = (request: Request) => isSameOrigin(request.headers, [new URL(env().SITE_URL).origin, new URL(request.url).origin]);
