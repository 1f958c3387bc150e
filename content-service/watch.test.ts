/**
 * @jest-environment node
 */
import { changedPaths } from './watch.mjs';

const pages = (...list: [name: string, path: string | null, changed?: string][]) => ({
  pages: new Map(list.map(([name, path, changed]) => [name, { path, ...(changed ? { changed } : {}) }])),
});

describe('changedPaths: the pages a content reload changed', () => {
  const before = pages(['nosotros', '/nosotros', '2026-05-01T10:00:00Z'], ['programa', '/programas/x', '2026-06-01T10:00:00Z'], ['landing', null, '2026-01-01T00:00:00Z']);

  it.each([
    ['nothing, when no date moved', pages(['nosotros', '/nosotros', '2026-05-01T10:00:00Z'], ['programa', '/programas/x', '2026-06-01T10:00:00Z'], ['landing', null, '2026-01-01T00:00:00Z']), []],
    ['a page whose changed date moved, and only it', pages(['nosotros', '/nosotros', '2026-05-01T10:00:00Z'], ['programa', '/programas/x', '2026-11-20T09:00:00Z'], ['landing', null, '2026-01-01T00:00:00Z']), ['/programas/x']],
    ['a new page and a removed one', pages(['nosotros', '/nosotros', '2026-05-01T10:00:00Z'], ['otro', '/programas/y', '2026-11-20T09:00:00Z'], ['landing', null, '2026-01-01T00:00:00Z']), ['/programas/x', '/programas/y']],
    ['never a page without a path of its own', pages(['nosotros', '/nosotros', '2026-05-01T10:00:00Z'], ['programa', '/programas/x', '2026-06-01T10:00:00Z'], ['landing', null, '2026-11-20T09:00:00Z']), []],
    ['a page that lost its date', pages(['nosotros', '/nosotros'], ['programa', '/programas/x', '2026-06-01T10:00:00Z']), ['/nosotros']],
  ])('%s', (_, after, expected) => {
    expect(changedPaths(before, after)).toEqual(expected);
  });
});
