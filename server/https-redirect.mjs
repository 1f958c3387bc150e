// @ts-check
// Plain http sent to https, for a site whose public origin (SITE_URL) is https.
//
// Behind the TLS-terminating proxy, a request that reached it over plain http arrives with
// `X-Forwarded-Proto: http`: it gets a permanent redirect to the same path on the public origin,
// before Next sees it (so no cookie is ever set over http). Only the configured origin is a
// target, never the request's Host; requests without the header (health checks, loopback) and
// sites not served over https are left alone. Next itself adds X-Forwarded-Proto to requests it
// handles, so this has to run here, in front of it, where the header is still the proxy's.

/**
 * The redirect target, or null when the request is to be served as it is.
 * @param {string | string[] | undefined} forwardedProto
 * @param {string | undefined} requestTarget
 * @param {string | undefined} siteUrl
 * @returns {string | null}
 */
export function httpsRedirect(forwardedProto, requestTarget, siteUrl) {
  const proto = (String(forwardedProto ?? '').split(',')[0] ?? '').trim().toLowerCase();
  if (proto !== 'http' || !siteUrl?.startsWith('https://')) return null;
  const target = new URL(siteUrl);
  const [path = '', ...query] = String(requestTarget ?? '/').split('?');
  target.pathname = path.startsWith('/') ? path : `/${path}`; // a setter: '//evil.example' stays a path here
  target.search = query.join('?');
  return target.href;
}

/**
 * Stage (server/stages.mjs): plain http redirected (308) to the https SITE_URL, before Next.
 * @type {import('./stages.mjs').Stage}
 */
export const httpsRedirectStage = {
  name: 'http → https',
  answer: (req, res) => {
    const target = httpsRedirect(req.headers['x-forwarded-proto'], req.url, process.env.SITE_URL);
    if (target) res.writeHead(308, { location: target }).end();
    return target !== null;
  },
};
