import { CAMPAIGN_MAX_AGE_S, CAMPAIGN_PARAMS } from '@/lib/tracking/campaign';
import { readCookie, safely } from './storage';

/** Mirror the campaign cookies into local and session storage, expiring with them (3 days). */
export function mirrorCampaign(now = Date.now()) {
  safely(() => {
    for (const name of CAMPAIGN_PARAMS) {
      const value = readCookie(name);
      if (!value) {
        localStorage.removeItem(name);
        sessionStorage.removeItem(name);
        continue;
      }
      const record = JSON.stringify({ value, expires: now + CAMPAIGN_MAX_AGE_S * 1000 });
      localStorage.setItem(name, record);
      sessionStorage.setItem(name, record);
    }
  });
}
