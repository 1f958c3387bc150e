/**
 * Whether the request reached the site over https: the TLS proxy's X-Forwarded-Proto, or an
 * https public origin (the adapter redirects plain http there before Next sees it). Cookies set
 * over https are `Secure` and take the `__Host-` prefix.
 */
export const overHttps = (headers: Headers, siteUrl = process.env.SITE_URL ?? '') =>
  headers.get('x-forwarded-proto') === 'https' || siteUrl.startsWith('https://');
