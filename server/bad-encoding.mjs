// @ts-check
// Requests whose path is not valid percent-encoded UTF-8 (`/%ff`, `/programas/%c0%ae`): no page
// or route can answer them, and left to Next they end in a 500 (a 503 page) without the security
// headers. They are answered here, before Next: 400 JSON for /api/*, the branded 404 page for
// the rest, both with the same security headers as every other answer.
import { brandedPage } from './outage-page.mjs';
import { answerBeforeNext } from './own-answer.mjs';

export { SECURITY_HEADERS } from './own-answer.mjs';

export const NOT_FOUND_PAGE = brandedPage({
  title: 'Página no encontrada',
  heading: 'No encontramos esta página',
  text: 'La dirección tiene caracteres que no son válidos. Revisa el enlace o empieza desde el inicio.',
});

/** Whether the path of a request target cannot be decoded. @param {string} [url] */
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

/**
 * Answer a request with a badly encoded path and return true; false for any other request.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerBadEncoding(req, res) {
  if (!hasBadEncoding(req.url)) return false;
  const api = req.url?.startsWith('/api/') ?? false;
  answerBeforeNext(req, res, api ? 400 : 404, { page: NOT_FOUND_PAGE, message: 'La dirección tiene una codificación no válida.' });
  return true;
}

/**
 * Stage (server/stages.mjs): a path that is not valid percent-encoded UTF-8 answered before Next.
 * @type {import('./stages.mjs').Stage}
 */
export const badEncodingStage = { name: 'bad encoding', answer: (req, res) => answerBadEncoding(req, res) };
