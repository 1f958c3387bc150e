// @ts-check
// A request's route as a bounded label, for its access line and its metrics: the route pattern
// of app/ that answers it (`/api/forms/[kind]`), the kind of content page the catch-all renders
// (`/programas/[slug]`, `/[page]`), or `static`. Never the path itself: any visitor can make up
// a new one, and a label must not grow with them.

/** The app's own routes besides the catch-all, as patterns (`[x]` one segment, `[...x]` one or more). */
export const APP_ROUTES = [
  '/api/calendar/[...path]',
  '/api/consent',
  '/api/contacto/whatsapp',
  '/api/forms/[kind]',
  '/api/health',
  '/api/revalidate',
  '/api/search',
  '/api/staff/callback',
  '/api/staff/campanas',
  '/api/staff/campanas.csv',
  '/api/staff/conversiones/[platform]',
  '/api/staff/preview',
  '/api/staff/preview/salir',
  '/api/staff/signin',
  '/api/staff/signout',
  '/api/visits',
  '/buscar',
  '/comparar',
  '/comparar/gracias',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemap/[file]',
  '/staff',
  '/staff/campanas',
  '/staff/conversiones',
  '/staff/redirecciones',
  '/staff/enlaces',
  '/staff/rendimiento',
  '/staff/entrar',
  '/staff/verificar',
  '/_next/image',
];

/**
 * Sections whose pages share one template (the sitemap's programs, articles, events and
 * campuses): their pages are labelled by section, every other content page by its depth.
 */
const SECTIONS = new Set(['programas', 'noticias', 'blog', 'eventos', 'sedes']);

const STATIC = [/^\/_next\/static\//, /^\/_site\//, /^\/media\//, /^\/(favicon\.ico|icon\.svg)$/];

/** @param {string} pattern */
const matcherOf = (pattern) =>
  new RegExp(
    `^${pattern
      .split('/')
      .map((part) => (part.startsWith('[...') ? '[^?]+' : part.startsWith('[') ? '[^/]+' : part.replace(/[.]/g, '\\.')))
      .join('/')}$`,
  );
const ROUTES = APP_ROUTES.map((pattern) => ({ pattern, re: matcherOf(pattern) }));

/**
 * The label of a request for `url` (its path and query, as the request line has it).
 * @param {string} url
 * @returns {string}
 */
export function routeLabel(url) {
  const path = url.split('?')[0]?.replace(/(.)\/+$/, '$1') || '/';
  if (STATIC.some((re) => re.test(path))) return 'static';
  const route = ROUTES.find((r) => r.re.test(path));
  if (route) return route.pattern;
  if (path.startsWith('/api/')) return '/api/[unknown]';
  if (path.startsWith('/_next/')) return '/_next/[unknown]';
  if (path === '/') return '/';
  const segments = path.split('/').slice(1);
  if (segments[0] === 'landing') return '/landing/[[...filters]]';
  if (segments.length > 1 && segments.at(-1) === 'gracias') return '/[...path]/gracias';
  if (segments.length === 1) return '/[page]';
  const section = segments[0] ?? '';
  if (SECTIONS.has(section)) return segments.length === 2 ? `/${section}/[slug]` : `/${section}/[...path]`;
  return '/[...path]';
}

/** The coarse kinds of request the request metrics count by (server/metrics.mjs). */
export const ROUTE_KINDS = /** @type {const} */ (['page', 'navigation', 'api', 'form', 'static', 'health', 'metrics']);
/** @typedef {(typeof ROUTE_KINDS)[number]} RouteKind */

/**
 * What a request is, by its path alone (never the path itself): the label of the request metrics.
 * @param {string | undefined} url @param {boolean} rsc a client navigation's RSC request
 * @returns {(typeof ROUTE_KINDS)[number]}
 */
export function routeKind(url, rsc) {
  const path = (url ?? '/').split('?')[0] ?? '/';
  if (path === '/api/metrics') return 'metrics';
  if (path === '/api/health' || path.startsWith('/api/health/')) return 'health';
  if (path.startsWith('/api/forms/')) return 'form';
  if (path.startsWith('/api/')) return 'api';
  if (/^\/(_next\/static|_next\/image|media)\//.test(path)) return 'static';
  return rsc ? 'navigation' : 'page';
}
