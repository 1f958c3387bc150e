/**
 * Campus and centre pagination (rules §4): pure rules shared by the list island and its tests.
 */

/**
 * Number of pages for `total` items shown `perPage` at a time. The paginator falls back to one
 * page when there is nothing to show, and to two as the last fallback when the count cannot be
 * computed (an unknown total or a page size that is not a positive integer).
 */
export function pageCount(total: number | null | undefined, perPage: number | null | undefined): number {
  if (total === 0) return 1;
  const validTotal = typeof total === 'number' && Number.isInteger(total) && total > 0;
  const validSize = typeof perPage === 'number' && Number.isInteger(perPage) && perPage > 0;
  if (validTotal && validSize) return Math.max(1, Math.ceil(total / perPage));
  return 2;
}

/** `page` (1-based) kept within 1…`pages`; anything that is not a whole number is page 1. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, Math.max(1, pages));
}

/** Zero-based index range [start, end) of the items shown on `page`. */
export function pageRange(page: number, perPage: number): { start: number; end: number } {
  const start = (page - 1) * perPage;
  return { start, end: start + perPage };
}

/**
 * The page asked for in the URL: `?pagina=N` first, then a `#pagina-N` hash; 1 otherwise. Only
 * plain positive integers count ("2", not "2abc" or "-1").
 */
export function pageFromUrl(search: string, hash: string): number {
  const fromQuery = new URLSearchParams(search).get('pagina');
  const fromHash = /^#pagina-(\d+)$/.exec(hash)?.[1];
  const raw = fromQuery ?? fromHash ?? '';
  return /^\d{1,4}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
}

/** The URL search string with `pagina` set (omitted for page 1), other parameters kept. */
export function searchWithPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('pagina');
  else params.set('pagina', String(page));
  const out = params.toString();
  return out ? `?${out}` : '';
}
