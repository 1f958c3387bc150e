import type { ProgramOffer } from '@/lib/content/schema';

/** Browser-only helpers: cookies, and the storage mirror of rules §3 (the campaign's: campaign-mirror.ts). */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split('; ')) {
    const eq = part.indexOf('=');
    if (part.slice(0, eq) === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The `window` property the site's script loader sets (server/deferred-scripts.mjs, ARRIVAL_COOKIES). */
export const ARRIVAL_COOKIES = '__cookiesOnArrival';

/**
 * `document.cookie` as the document arrived, kept by the inline loader before Next's scripts start
 * (docs/decisions/0004-deferred-scripts.md); null where there is no loader (development).
 */
export function cookiesOnArrival(): string | null {
  const kept: unknown = (window as unknown as Record<string, unknown>)[ARRIVAL_COOKIES];
  return typeof kept === 'string' ? kept : null;
}

export function writeCookie(name: string, value: string, maxAge: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** Run a storage write: storage may be full or disabled (private mode), and the mirrors are best effort. */
export function safely(fn: () => void) {
  try {
    fn();
  } catch {
    // best effort
  }
}

/** The first block's programOffer values, under the same keys (rules §3 Page). */
export function storeProgramOffer(offer: ProgramOffer) {
  safely(() => {
    for (const key of ['programType', 'modality', 'campus', 'program'] as const) localStorage.setItem(key, offer[key]);
  });
}
