/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Rendered pages and fetched content are cached in each server's memory, never in .next on
  // disk: a cache on disk outlives a change of UNIVERSITY or SITE_URL and would serve one
  // university's pages to another. A CDN in front is the shared, durable cache (README).
  experimental: { isrFlushToDisk: false },
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
        // Search results are the same for every visitor: a CDN may keep each query's page for a
        // minute (Next keeps a Cache-Control set here on a dynamic page; README, Caching).
        source: '/buscar',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=0, s-maxage=60, stale-while-revalidate=60' }],
      },
      {
        source: '/media/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }],
      },
    ];
  },
};

export default nextConfig;
