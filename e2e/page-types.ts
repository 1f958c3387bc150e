/**
 * One page of each type of the site (co), for the checks that go through every type: the second
 * rules engine (html-codesniffer.spec.ts), consistent help (consistent-help.spec.ts) and visible
 * focus (focus-visible.spec.ts).
 */
export const PAGE_TYPES: readonly { name: string; path: string; status?: number }[] = [
  { name: 'home', path: '/' },
  { name: 'program', path: '/programas/ingenieria-de-sistemas' },
  { name: 'academic offer', path: '/oferta-academica' },
  { name: 'landing with its form', path: '/landing/pregrado' },
  { name: 'search', path: '/buscar?q=ingenieria' },
  { name: 'comparison', path: '/comparar?programas=ingenieria-de-sistemas,administracion-de-empresas&programa=administracion-de-empresas' },
  { name: 'article', path: '/noticias/becas-talento-regional-2027' },
  { name: 'event', path: '/eventos/curso-de-excel-para-el-trabajo-2027' },
  { name: 'campuses', path: '/sedes' },
  { name: 'contact', path: '/contacto' },
  { name: 'accessibility statement', path: '/accesibilidad' },
  { name: 'not found', path: '/no-existe', status: 404 },
];
