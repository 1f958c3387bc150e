import { fileURLToPath } from 'node:url';

/** What one visitor alone sees (staff, an editor previewing, a refused form): kept by no browser or CDN, indexed by no engine. */
const PRIVATE = [
  { key: 'Cache-Control', value: 'private, no-store' },
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The development server is named "localhost" on a loopback address (scripts/start-site.mjs);
  // a browser that opened it as 127.0.0.1 keeps its live reload.
  allowedDevOrigins: ['127.0.0.1'],
  // Easter dates for colombian-holidays (lib/consent/holidays.ts): pascua ships ES modules only,
  // and next/jest transforms exactly the packages listed here.
  transpilePackages: ['pascua'],
  // Loaded from node_modules at run time, not bundled into the server's chunks: one copy of
  // prom-client, so that the adapter and the route bundles count into the same registry
  // (server/metrics.mjs). The OpenTelemetry SDK and the database drivers are imported by Node
  // itself when first needed, out of the bundler's sight (decision 0030).
  serverExternalPackages: ['prom-client'],
  // Rendered pages and fetched content are cached in each server's memory, never in .next on
  // disk: a cache on disk outlives a change of UNIVERSITY or SITE_URL and would serve one
  // university's pages to another. A CDN in front is the shared, durable cache (docs/architecture.md, Caching).
  experimental: { isrFlushToDisk: false },
  // In the browser, `next/dynamic` is the React.lazy it renders there, without the server code
  // Next's carries (components/blocks/dynamic.browser.tsx, decision 0036).
  turbopack: { resolveAlias: { 'next/dist/shared/lib/app-dynamic': { browser: './components/blocks/dynamic.browser.tsx' } } },
  // That in-memory cache (rendered pages, the 404 of each unknown path, fetched content) is an
  // LRU of at most this many bytes as Next counts them (string and buffer lengths): room for every
  // page of one university, HTML and RSC payload, with their content and the recent 404s, and
  // small enough that a flood of unique URLs keeps the process inside the soak's 256 MB heap and
  // 400 MB of RSS (docs/decisions/0009-admission-control.md). Next's default is 50 MB.
  cacheMaxMemorySize: 16 * 1024 * 1024,
  // With REDIS_URL, pages and fetched content are cached in Redis instead, shared by every
  // instance (server/cache-handler.mjs, docs/decisions/0002-redis-cache-handler.md).
  cacheHandler: process.env.REDIS_URL ? fileURLToPath(new URL('./server/cache-handler.mjs', import.meta.url)) : undefined,
  // A page asked for after its form was refused, marked in its query (REFUSED_QUERY,
  // lib/forms/refused-form.ts), renders app/api/refused-form: the page with the refusal of the
  // visitor's cookie, for that visitor alone (docs/decisions/0010-forms-without-scripts.md).
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/:path*', has: [{ type: 'query', key: 'formulario' }], destination: '/api/refused-form/:path*' },
        // `/404` is the not-found page's too (rules §2), rendered as `/error` is (lib/page/page-at.ts),
        // not Next's build-time copy of app/not-found.tsx.
        { source: '/404', destination: '/error' },
      ],
    };
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Permissions-Policy', value: 'geolocation=(self), camera=(), microphone=(), payment=()' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
      {
        // HSTS on every answer served over https: `has` reads X-Forwarded-Proto as the TLS proxy
        // sent it (Next fills in a missing one only after this matching).
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }],
      },
      {
        // Search results are the same for every visitor: a CDN may keep each query's page for a
        // minute (Next keeps a Cache-Control set here on a dynamic page; docs/architecture.md, Caching).
        source: '/buscar',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=0, s-maxage=60, stale-while-revalidate=60' }],
      },
      // Staff pages and their routes, and an editor's preview (Next's draft mode, its bypass
      // cookie): never stored by a browser or a CDN, never indexed; the security headers above
      // apply to them too (docs/decisions/0013-staff-workbench.md).
      ...['/staff', '/staff/:path*', '/api/staff/:path*'].map((source) => ({ source, headers: PRIVATE })),
      { source: '/:path*', has: [{ type: 'cookie', key: '__prerender_bypass' }], headers: PRIVATE },
      // A page asked for after its form was refused (the rewrite above): rendered for its visitor
      // alone, whatever the cookie holds, so no cache keeps its URL and no engine indexes it.
      { source: '/:path*', has: [{ type: 'query', key: 'formulario' }], headers: PRIVATE },
      {
        source: '/media/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }],
      },
    ];
  },
};

export default nextConfig;
