import { sitePath } from './site-path';

export type Hop = { url: string; status: number };
export type Followed = { hops: Hop[]; offsite: string | null; html: string | null };
export type FollowOptions = { publicOrigin: string; internalOrigin: string; timeoutMs: number };

const MAX_HOPS = 5;

/**
 * Fetch a path of this site as a visitor's browser would, following at most five redirects on the
 * site. Every hop passes `sitePath` before it is requested: a Location that could leave the site
 * is reported as `offsite`, never fetched. `internalOrigin` is where this process
 * reaches the site; an absolute Location on it is the site under another name.
 */
export async function followOnSite(startPath: string, { publicOrigin, internalOrigin, timeoutMs }: FollowOptions): Promise<Followed> {
  const internal = new URL(internalOrigin).origin;
  const hops: Hop[] = [];
  let path = sitePath(startPath, publicOrigin);
  for (let i = 0; path !== null && i <= MAX_HOPS; i += 1) {
    const res = await fetch(`${internal}${path}`, {
      redirect: 'manual',
      headers: { accept: 'text/html', 'user-agent': 'verificador-de-enlaces' },
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    hops.push({ url: `${publicOrigin}${path}`, status: res.status });
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      const target = URL.parse(location, `${publicOrigin}${path}`);
      if (!target) return { hops, offsite: location, html: null };
      path = sitePath(target.origin === internal ? target.pathname + target.search : target.toString(), publicOrigin);
      if (path === null) return { hops, offsite: target.toString(), html: null };
      continue;
    }
    const html = (res.headers.get('content-type') ?? '').includes('text/html') ? await res.text() : (await res.body?.cancel(), null);
    return { hops, offsite: null, html };
  }
  return { hops, offsite: null, html: null };
}
