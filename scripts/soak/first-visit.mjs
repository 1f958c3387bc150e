// @ts-check
// A visitor who asks, in the middle of a burst, for a real page nobody has asked for yet (the
// landing of the very campaign that caused the burst), and who retries a 503 after its
// Retry-After, at most twice: whether they got the page.

/** Pages of the sitemap the soak's mix never asks for: one per phase, each asked first mid-burst. */
export const FIRST_VISITS = ['/contacto', '/tus-datos-personales', '/sedes', '/admisiones', '/noticias', '/eventos'];

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ask `siteUrl + path` at `at` (epoch ms), retrying a 503 after its Retry-After at most twice.
 * @param {string} siteUrl @param {string} path @param {number} at
 * @returns {Promise<{ path: string, statuses: number[], served: boolean }>}
 */
export async function firstVisit(siteUrl, path, at) {
  await sleep(Math.max(0, at - Date.now()));
  /** @type {number[]} */
  const statuses = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let retryAfterS = 5;
    try {
      const res = await fetch(siteUrl + path, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(15_000) });
      await res.arrayBuffer();
      statuses.push(res.status);
      retryAfterS = Number(res.headers.get('retry-after')) || retryAfterS;
    } catch {
      statuses.push(0);
    }
    if (statuses.at(-1) !== 503) break;
    await sleep(retryAfterS * 1000);
  }
  return { path, statuses, served: statuses.at(-1) === 200 };
}
