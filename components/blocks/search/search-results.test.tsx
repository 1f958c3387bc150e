/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { initialSearchState, type PaginatorType, type SearchHit } from '@/lib/search/state';
import { renderComplete } from '@/test/render-complete';
import { SearchResults } from './search-results';

const hits: SearchHit[] = Array.from({ length: 8 }, (_, i) => ({ id: `p${i}`, type: 'programa', typeLabel: 'Programas', title: `Programa ${i}`, summary: '', path: `/programas/p${i}` }));
const render = (paginatorType: PaginatorType) =>
  renderComplete(
    <SearchResults
      params={{ q: 'ingenieria', tipo: '', orden: 'relevancia', pagina: 1 }}
      path="/buscar"
      size={8}
      offerPath="/oferta-academica"
      state={initialSearchState({ paginatorType, size: 8, results: hits, totalRegister: 20, groupByResult: [{ key: 'programa', label: 'Programas', count: 20 }] })}
    />,
  );

/** Rules §4: one paginator per paginatorType; view_more appends, any other replaces. */
describe('the search page shows one paginator', () => {
  it.each<[PaginatorType, boolean, boolean]>([
    ['view_more', true, false],
    ['numbered', false, true],
  ])('%s: "Ver más" %j, numbered pager %j', async (paginatorType, more, numbered) => {
    const html = await render(paginatorType);
    expect(html.includes('Ver más resultados')).toBe(more);
    expect(html.includes('aria-label="Paginación de resultados"')).toBe(numbered);
    expect(html.match(/<li/g)?.length ?? 0).toBeGreaterThanOrEqual(8);
  });
});
