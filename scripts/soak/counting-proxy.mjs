// A loopback HTTP proxy in front of the content service that counts every upstream call of the
// site, by kind, and records when each page-by-path call happened, apart for the paths the
// content service answered 404 (calls per unknown path).
import { startLoopbackProxy } from '../loopback-proxy.mjs';

/** What a call to the content service is, from its path and query. */
export function classify(url) {
  const { pathname, searchParams } = new URL(url, 'http://upstream');
  if (pathname.endsWith('/web/page')) {
    return searchParams.has('path') ? { kind: 'page by path', key: searchParams.get('path') } : { kind: 'page by name', key: searchParams.get('name') };
  }
  if (pathname.includes('/web/block/')) return { kind: 'block', key: null };
  if (pathname === '/search') return { kind: 'search', key: null };
  if (pathname.endsWith('/resourcevisits')) return { kind: 'visits', key: null };
  if (pathname === '/university-configuration') return { kind: 'configuration', key: null };
  return { kind: 'other', key: null };
}

/** Start the proxy on a free loopback port; resolves with its URL, its counters and `close()`. */
export async function startCountingProxy(target, clock = Date.now) {
  const byKind = {};
  const pathCalls = new Map(); // path → call times (ms), every page-by-path call
  const unknownCalls = new Map(); // the same, for calls the content service answered 404
  const record = (map, key, at) => map.set(key, [...(map.get(key) ?? []), at]);
  const proxy = await startLoopbackProxy(
    () => target,
    (req) => {
      const { kind, key } = classify(req.url ?? '/');
      const at = clock();
      byKind[kind] = (byKind[kind] ?? 0) + 1;
      if (kind !== 'page by path') return;
      record(pathCalls, key, at);
      return (answer) => {
        if (answer.statusCode === 404) record(unknownCalls, key, at);
      };
    },
  );
  return { url: proxy.url, byKind, pathCalls, unknownCalls, close: proxy.close };
}
