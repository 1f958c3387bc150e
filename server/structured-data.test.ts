/**
 * @jest-environment node
 *
 * Structured data once per document (server/structured-data.mjs), on Next's real home document
 * (next-home.fixture.html, see next-markup.test.ts) and on the cases where it must leave the
 * document as Next wrote it. The browser side (React hydrates the moved blocks without a
 * mismatch) is e2e/next-markup.spec.ts.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { structuredDataProblems } from './next-markup';
import { inlinePayload, structuredDataOnce } from './structured-data.mjs';

const NEXT_HOME = readFileSync(join(__dirname, 'next-home.fixture.html'), 'utf8');
const BLOCK = /<script type="application\/ld\+json">([^<]*)<\/script>/g;
const FLIGHT = /<script>self\.__next_f\.push\([\s\S]*?\)<\/script>/g;
const blocks = (html: string) => Array.from(html.matchAll(BLOCK), ([, text]) => text);

describe('structuredDataOnce', () => {
  it('takes both of the home’s blocks out of the payload, keeps their markup, at the end of <body>', () => {
    expect(structuredDataProblems(NEXT_HOME, 2)).toEqual(['2 JSON-LD element(s) left in the RSC payload']);
    const once = structuredDataOnce(NEXT_HOME);
    expect(structuredDataProblems(once, 2)).toEqual([]);
    expect(blocks(once).sort()).toEqual(blocks(NEXT_HOME).sort());
    expect(once).toMatch(/(<script type="application\/ld\+json">[^<]*<\/script>){2}<\/body><\/html>$/);
    // Everything else in the payload is untouched: the elements became null, nothing else changed.
    const before = inlinePayload(NEXT_HOME).replace(/\["\$","script",null,\{"type":"application\/ld\+json","dangerouslySetInnerHTML":\{"__html":"(?:[^"\\]|\\.)*"\}\}\]/g, 'null');
    expect(inlinePayload(once)).toBe(before);
    // What it is for: fewer bytes on the wire.
    const gzip = (html: string) => gzipSync(html, { level: 9 }).length;
    expect(gzip(NEXT_HOME) - gzip(once)).toBeGreaterThan(200);
  });

  it('writes the payload escaped as Next does: no <, > or & inside the inline script', () => {
    const once = structuredDataOnce(NEXT_HOME);
    const pushes = [...once.matchAll(FLIGHT)].map(([script]) => script.slice('<script>'.length, -'</script>'.length));
    expect(pushes.length).toBeGreaterThan(0);
    for (const push of pushes) expect(push).not.toMatch(/[<>&]/);
  });

  it('is idempotent and leaves a document without structured data as it is', () => {
    const once = structuredDataOnce(NEXT_HOME);
    expect(structuredDataOnce(once)).toBe(once);
    const none = NEXT_HOME.replace(BLOCK, '');
    expect(structuredDataOnce(none)).toBe(none);
  });

  it('keeps a payload element whose markup copy is not found exactly (both copies stay: still correct)', () => {
    const [first] = blocks(NEXT_HOME);
    const changed = NEXT_HOME.replace(`<script type="application/ld+json">${first}</script>`, `<script type="application/ld+json" data-x="">${first}</script>`);
    const once = structuredDataOnce(changed);
    expect(structuredDataProblems(once, 1)).toEqual(['1 JSON-LD element(s) left in the RSC payload']);
    expect(once).toContain(`<script type="application/ld+json" data-x="">${first}</script>`);
  });

  it('moves one markup copy per payload element when a block is there twice', () => {
    const [first] = blocks(NEXT_HOME);
    const tag = `<script type="application/ld+json">${first}</script>`;
    // A second markup copy without its payload element (as a block React outlined would be).
    const doubled = NEXT_HOME.replace('</footer>', `</footer>${tag}`);
    const once = structuredDataOnce(doubled);
    expect(once.split(tag).length - 1).toBe(2);
    expect(structuredDataProblems(once, 3)).toEqual([]);
  });
});
