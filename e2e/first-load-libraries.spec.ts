import { firstLoadScripts } from './chunks';
import { expect, test } from './fixtures';
import { PAGE_TYPES } from './page-types';

/**
 * Only what the first screen needs in the first load (docs/performance.md): no page type's
 * first-load scripts, counted as the bench counts them (bench/lib/first-load-js.mjs), carry the
 * date library, the typeahead's data layer, or the server half of `next/dynamic` (its preloads,
 * which the browser never runs: components/blocks/dynamic.browser.tsx). Each is marked by a string
 * only its own code holds.
 */
const LIBRARIES = {
  dayjs: '$isDayjsObject',
  '@tanstack/react-query': 'No QueryClient set',
  "next/dynamic's server half": 'BailoutToCSRForNextDynamic',
} as const;

test('no page type loads dayjs or React Query before it is used, nor server-only code', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const { name, path, status = 200 } of PAGE_TYPES) {
    const res = await fetch(`${baseURL}${path}`);
    expect(res.status, name).toBe(status);
    const scripts = await firstLoadScripts(await res.text(), baseURL);
    expect(scripts.length, `${name} loads scripts`).toBeGreaterThan(0);
    for (const { src, body } of scripts) {
      for (const [library, mark] of Object.entries(LIBRARIES)) if (body.includes(mark)) found.push(`${name}: ${library} in ${src}`);
    }
  }
  expect(found).toEqual([]);
});
