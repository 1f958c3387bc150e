/** The search page's query string (`q`, `tipo`, `orden`, `pagina`), validated and normalised. Pure. */

export const SEARCH_PAGE_SIZE = 8;
export const MAX_SEARCH_PAGE = 100;

export const ORDERS = [
  { id: 'relevancia', sort: 'relevance', label: 'Relevancia' },
  { id: 'fecha', sort: 'date', label: 'Fecha' },
  { id: 'titulo', sort: 'title', label: 'Título' },
] as const;
export type OrderId = (typeof ORDERS)[number]['id'];
export type SortKey = (typeof ORDERS)[number]['sort'];

export type SearchPageParams = { q: string; tipo: string; orden: OrderId; pagina: number };

type Raw = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export function parseSearchPageParams(raw: Raw): SearchPageParams {
  const q = first(raw.q).replace(/\s+/g, ' ').trim().slice(0, 200);
  const tipo = /^[a-z_]{1,40}$/.test(first(raw.tipo)) ? first(raw.tipo) : '';
  const orden = ORDERS.find((o) => o.id === first(raw.orden))?.id ?? 'relevancia';
  const n = Number.parseInt(first(raw.pagina), 10);
  const pagina = Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_SEARCH_PAGE) : 1;
  return { q, tipo, orden, pagina };
}

export const sortOf = (orden: OrderId): SortKey => ORDERS.find((o) => o.id === orden)?.sort ?? 'relevance';

/** Link to a view of the search page; defaults are left out so URLs stay short and shareable. */
export function searchHref(path: string, { q, tipo, orden, pagina }: SearchPageParams): string {
  const params = new URLSearchParams({ q });
  if (tipo) params.set('tipo', tipo);
  if (orden !== 'relevancia') params.set('orden', orden);
  if (pagina > 1) params.set('pagina', String(pagina));
  return `${path}?${params}`;
}

/** Numbered pages around the current one (at most `span`), for a phone-sized paginator. */
export function pageWindow(current: number, last: number, span = 5): number[] {
  const start = Math.max(1, Math.min(current - Math.floor(span / 2), last - span + 1));
  return Array.from({ length: Math.min(span, last) }, (_, i) => start + i);
}
