// The page types the bench measures, and the order Lighthouse runs them in.

/** The page types; `kind` picks the first-load JS regression limit (content 1.3×, form or search 1.5×). */
export const PAGES = [
  { key: 'home', label: 'Home', path: '/', kind: 'content' },
  { key: 'program', label: 'Program', path: '/programas/ingenieria-de-sistemas', kind: 'content' },
  { key: 'offer', label: 'Academic offer', path: '/oferta-academica', kind: 'content' },
  { key: 'landing', label: 'Landing (form)', path: '/landing/pregrado', kind: 'form' },
  { key: 'search', label: 'Search', path: '/buscar?q=ingenieria', kind: 'search' },
  // Four programs side by side, with its lead form (docs/decisions/0014-compare-and-cost.md).
  { key: 'compare', label: 'Comparison', path: '/comparar?programas=ingenieria-de-sistemas,administracion-de-empresas,derecho,psicologia', kind: 'form' },
  { key: 'article', label: 'Article', path: null, kind: 'content' }, // first /noticias/… link on /noticias
  { key: 'event', label: 'Event', path: null, kind: 'content' }, // first /eventos/… link on /eventos
  { key: 'campuses', label: 'Campuses', path: '/sedes', kind: 'content' },
  { key: 'notFound', label: '404', path: '/no-existe', kind: 'content' },
];
/** Lighthouse order of priority, in every pass: the bare reference and the key pages first. */
export const LH_PRIORITY = ['bare', 'home', 'program', 'landing', 'compare', 'article', 'offer', 'search', 'event', 'campuses', 'notFound'];
