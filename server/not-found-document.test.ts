import { describe, expect, it } from '@jest/globals';
import { hasServerRenderedBody, isNotFoundPath, NotFoundDocument } from './not-found-document.mjs';

const RENDERED = '<html><body><main id="main"><h1>No encontramos esta página</h1></main></body></html>';
const EMPTY_SHELL = '<html><body><div hidden=""><!--$--><!--/$--></div><script>self.__next_f.push([1,"…"])</script></body></html>';

describe('isNotFoundPath', () => {
  it.each([
    ['/404', true],
    ['/error', true],
    ['/ERROR', true],
    ['/error/', true],
    ['/404?utm_source=x', true],
    ['/errores', false],
    ['/programas/404', false],
    ['/', false],
    [undefined, false],
  ])('%s → %s', (target, expected) => expect(isNotFoundPath(target)).toBe(expected));
});

describe('hasServerRenderedBody', () => {
  it('tells a rendered page from Next’s empty shell', () => {
    expect([hasServerRenderedBody(RENDERED), hasServerRenderedBody(EMPTY_SHELL)]).toEqual([true, false]);
  });
});

describe('NotFoundDocument', () => {
  const setUp = (answers: (string | null | Error)[]) => {
    let clock = 0;
    const loads: number[] = [];
    const document = new NotFoundDocument(
      async () => {
        loads.push(clock);
        const answer = answers.shift() ?? null;
        if (answer instanceof Error) throw answer;
        return answer;
      },
      { maxAgeMs: 60_000, now: () => clock },
    );
    return { document, loads, advance: (ms: number) => (clock += ms) };
  };

  it('leaves the original until a copy is loaded, then replaces every 404 document with it', async () => {
    const { document, loads } = setUp([RENDERED]);
    expect(document.replace(EMPTY_SHELL)).toBe(EMPTY_SHELL); // cold: the load starts now
    await document.refresh();
    expect(document.replace(EMPTY_SHELL)).toBe(RENDERED);
    expect(document.replace('<main>build-time copy</main>')).toBe(RENDERED);
    expect(loads).toHaveLength(1);
  });

  it('refreshes a copy older than maxAgeMs, one load at a time, and keeps it when a load fails', async () => {
    const { document, loads, advance } = setUp([RENDERED, new Error('content service down'), EMPTY_SHELL]);
    await document.refresh();
    advance(60_001);
    const first = document.refresh();
    expect(document.refresh()).toBe(first); // already loading
    await first; // failed: the copy stays
    expect(loads).toHaveLength(2);
    expect(document.replace(EMPTY_SHELL)).toBe(RENDERED); // still stale: starts a third load
    await document.refresh(); // that load, answered with an empty shell: not worth keeping
    expect(loads).toHaveLength(3);
    expect(document.replace(EMPTY_SHELL)).toBe(RENDERED);
  });
});
