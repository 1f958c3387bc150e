import { fileURLToPath } from 'node:url';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Rendered pages and fetched content are cached in each server's memory, never in .next on
  // disk: a cache on disk outlives a change of UNIVERSITY or SITE_URL and would serve one
  // university's pages to another. A CDN in front is the shared, durable cache (README).
  experimental: { isrFlushToDisk: false },
  // That in-memory cache (rendered pages, their 404s and fetched content) is an LRU of at most
  // this many bytes as Next estimates them (string lengths; the heap holds about twice that). The
  // whole site in one university is about 8 MB of it; 32 MB keeps every page with room to spare
  // and, under a flood of unique URLs, keeps the heap well inside a 256 MB container (docs/soak.md).
  cacheMaxMemorySize: 32 * 1024 * 1024,
  // With REDIS_URL, pages and fetched content are cached in Redis instead, shared by every
  // instance (server/cache-handler.mjs, README "Running several instances").
  cacheHandler: process.env.REDIS_URL ? fileURLToPath(new URL('./server/cache-handler.mjs', import.meta.url)) : undefined,
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
        source: '/media/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }],
      },
    ];
  },
};

export default nextConfig;
