// Requests whose path is not valid percent-encoded UTF-8 (`/%ff`, `/programas/%c0%ae`): no page
// or route can answer them, and left to Next they end in a 500 (a 503 page) without the security
// headers. They are answered here, before Next: 400 JSON for /api/*, the branded 404 page for
// the rest, both with the same security headers as every other answer.
import { contentSecurityPolicy, inlineScriptHashes } from './csp.mjs';

/** The headers next.config.mjs sets on every answer (kept equal: e2e/limits.spec.ts compares them). */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=()',
  'x-frame-options': 'SAMEORIGIN',
};

export const NOT_FOUND_PAGE = `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Página no encontrada</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f29;background:#f3f6fb}
header{background:#0b3d91;color:#fff;padding:1rem 1.25rem;font-weight:700}
main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem;min-height:calc(100vh - 100px)}
h1{color:#082b66;font-size:clamp(1.6rem,5vw,2.4rem);line-height:1.2}
p{line-height:1.6}
a{display:inline-flex;align-items:center;min-height:48px;padding:0 1.5rem;border-radius:999px;background:#0b3d91;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #f2b705;outline-offset:2px}
</style>
</head>
<body>
<header>Universidad Andina del Saber</header>
<main>
<h1>No encontramos esta página</h1>
<p>La dirección tiene caracteres que no son válidos. Revisa el enlace o empieza desde el inicio.</p>
<p><a href="/">Ir al inicio</a></p>
</main>
</body>
</html>
`;

/** Whether the path of a request target cannot be decoded. */
export function hasBadEncoding(url = '/') {
  const path = url.split('?')[0] ?? '';
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** Answer a request with a badly encoded path and return true; false for any other request. */
export function answerBadEncoding(req, res) {
  if (!hasBadEncoding(req.url)) return false;
  const https = req.headers['x-forwarded-proto'] === 'https';
  const api = req.url.startsWith('/api/');
  const body = api ? JSON.stringify({ error: 'La dirección tiene una codificación no válida.' }) : NOT_FOUND_PAGE;
  res.writeHead(api ? 400 : 404, {
    ...SECURITY_HEADERS,
    ...(https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
    'content-security-policy': contentSecurityPolicy(inlineScriptHashes(body), { https }),
    'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
