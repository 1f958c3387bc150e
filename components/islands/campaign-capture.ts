// The campaign capture of a page served from a cache, loaded by SiteBehaviour after the page has
// hydrated: the campaign rules stay out of the first load (proxy.ts has already captured the
// campaign of every request that reached the site).
import { mirrorCampaign } from '@/lib/browser/campaign-mirror';
import { cookiesOnArrival, readCookie, writeCookie } from '@/lib/browser/storage';
import { browserCaptureWrites } from '@/lib/tracking/capture';

/**
 * Write the campaign cookies for the URL's parameters and mirror them to storage. The document's
 * first capture knows the cookies it arrived with; a client-side navigation's request went
 * through proxy.ts or a cache moments ago (browserCaptureWrites).
 */
export function captureCampaign(search: string, onArrival: boolean) {
  const arrival = onArrival ? cookiesOnArrival() : null;
  const then = arrival === null ? null : (name: string) => readCookie(name, arrival);
  for (const w of browserCaptureWrites(new URLSearchParams(search), readCookie, then, navigator.userAgent, new Date())) writeCookie(w.name, w.value, w.maxAge);
  mirrorCampaign();
}
