// @ts-check
// The site's self-contained branded pages (no script, inline style), for answers Next cannot
// give: they work whatever else is down, and say nothing of a failure's internals.
import { noteRequest } from './request-context.mjs';

/**
 * A branded page with its title, heading and one paragraph (trusted, literal text only).
 * @param {{ title: string, heading: string, text: string }} page
 */
export const brandedPage = ({ title, heading, text }) => `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
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
<h1>${heading}</h1>
<p>${text}</p>
<p><a href="/">Ir al inicio</a></p>
</main>
</body>
</html>
`;

/** Served with 503 when a page cannot be rendered: the content service is failing and no cached copy exists. */
export const OUTAGE_PAGE = brandedPage({
  title: 'Volvemos en unos minutos',
  heading: 'Estamos teniendo dificultades técnicas',
  text: 'No pudimos cargar esta página en este momento. Nuestro equipo ya está trabajando en ello: inténtalo de nuevo en unos minutos.',
});

/**
 * Stage (server/stages.mjs): a failed render (500) answered 503 with Retry-After and no caching,
 * so that crawlers and CDNs retry instead of dropping or keeping the page; its document the
 * branded outage page. The visitor sees nothing of the cause, the log does: the request's access
 * line says `outage`, and Next's `onRequestError` (instrumentation.ts) logged the error itself
 * with the same request id.
 * @type {import('./stages.mjs').Stage}
 */
export const outageStage = {
  name: 'outage',
  head: (head) => {
    if (head.status !== 500) return head;
    noteRequest({ outage: true });
    return { status: 503, headers: { ...head.headers, 'retry-after': '30', 'cache-control': 'no-store' } };
  },
  document: (doc) => (doc.status >= 500 ? { ...doc, html: OUTAGE_PAGE } : doc),
};
