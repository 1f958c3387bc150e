/** @jest-environment node */
import { brotliDecompressSync } from 'node:zlib';
import { FinishedDocuments } from './finished-documents.mjs';
import { compress, compressBest } from './html-filter.mjs';

/** A document of the size and kind the site sends: repetitive markup and an RSC payload. */
const html = Buffer.from(
  `<!DOCTYPE html><html lang="es-CO"><body>${Array.from({ length: 300 }, (_, i) => `<li class="card"><a href="/programas/p-${i}">Programa ${i}</a><p>Presencial · Sede Bogotá · ${i % 9} semestres</p></li>`).join('')}<script>self.__next_f.push([1,"${'x'.repeat(2000)}"])</script></body></html>`,
);
const res = (etag: string, headers: Record<string, string> = {}) =>
  ({ statusCode: 200, req: { method: 'GET' }, getHeader: (name: string) => ({ ...headers, etag })[name] }) as never;
const finished = (body: Buffer) => ({ status: 200, set: { 'content-encoding': 'br' }, removed: [], body });

describe('FinishedDocuments: a document asked for again is sent at the encoder best', () => {
  it('recompresses a recalled Brotli document in the background, to the same bytes, smaller', async () => {
    const docs = new FinishedDocuments();
    const { recall, keep } = docs.hooks(false, 'br');
    const first = finished(compress(html, 'br'));
    keep(res('"a"'), first);
    expect(docs.polishing).toBeNull(); // kept once: nothing more is spent on it
    expect(recall(res('"a"'))).toBe(first); // the second visitor gets the copy in hand at once
    expect(docs.polishing).not.toBeNull();
    await docs.polishing;
    const better = recall(res('"a"'));
    expect(better?.body.length).toBeLessThan(first.body.length);
    expect(brotliDecompressSync(better!.body).equals(html)).toBe(true);
    expect(better?.set).toEqual(first.set);
    expect(docs.bytes).toBe(better?.body.length);
    expect(docs.polishing).toBeNull(); // already at its best: never again
  });

  it('works on one document at a time, each in its turn, and leaves gzip and identity documents as they are', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const docs = new FinishedDocuments({
      compressBest: async (body) => {
        most = Math.max(most, ++running);
        const out = await compressBest(body);
        running--;
        done.push(out.length);
        return out;
      },
    });
    const br = docs.hooks(false, 'br');
    const gzip = docs.hooks(false, 'gzip');
    const a = finished(compress(html, 'br'));
    const b = finished(compress(Buffer.concat([html, html]), 'br'));
    br.keep(res('"a"'), a);
    br.keep(res('"b"'), b);
    gzip.keep(res('"a"'), finished(compress(html, 'gzip')));
    br.recall(res('"a"'));
    const underWay = docs.polishing;
    br.recall(res('"b"')); // busy: b waits for its turn, behind a
    expect(docs.polishing).toBe(underWay);
    await underWay;
    expect(most).toBe(1);
    expect(done).toHaveLength(2);
    expect(br.recall(res('"a"'))?.body.length).toBeLessThan(a.body.length);
    expect(br.recall(res('"b"'))?.body.length).toBeLessThan(b.body.length);
    const gzipped = gzip.recall(res('"a"'));
    expect(docs.polishing).toBeNull(); // both at their best; gzip is never recompressed
    expect(gzipped?.body.equals(compress(html, 'gzip'))).toBe(true);
  });

  it("recompresses a page from Next's cache as soon as it is kept, any other document only when asked for again", async () => {
    const docs = new FinishedDocuments();
    const { recall, keep } = docs.hooks(false, 'br');
    const search = finished(compress(html, 'br'));
    keep(res('"search"'), search);
    expect(docs.polishing).toBeNull();
    const page = finished(compress(html, 'br'));
    keep(res('"page"', { 'x-nextjs-cache': 'HIT' }), page);
    expect(docs.polishing).not.toBeNull();
    await docs.polishing;
    expect(recall(res('"page"', { 'x-nextjs-cache': 'HIT' }))?.body.length).toBeLessThan(page.body.length);
    expect(recall(res('"search"'))).toBe(search); // its second visitor: its turn comes now
    await docs.polishing;
    expect(recall(res('"search"'))?.body.length).toBeLessThan(search.body.length);
  });

  it('never spends a recompression on a document dropped from the store while it waited', async () => {
    const compressed: number[] = [];
    const docs = new FinishedDocuments({
      maxBytes: compress(html, 'br').length + 10, // room for one document
      compressBest: async (body) => {
        compressed.push(body.length);
        return compressBest(body);
      },
    });
    const { keep, recall } = docs.hooks(false, 'br');
    keep(res('"a"', { 'x-nextjs-cache': 'HIT' }), finished(compress(html, 'br')));
    const b = finished(compress(html, 'br'));
    keep(res('"b"', { 'x-nextjs-cache': 'HIT' }), b); // a is dropped before its turn
    await docs.polishing;
    expect(compressed).toHaveLength(1);
    expect(recall(res('"a"'))).toBeNull();
    expect(recall(res('"b"'))?.body.length).toBeLessThan(b.body.length);
  });

  it('keeps a document replaced while it was being recompressed', async () => {
    const docs = new FinishedDocuments();
    const { recall, keep } = docs.hooks(false, 'br');
    keep(res('"a"'), finished(compress(html, 'br')));
    recall(res('"a"'));
    const newer = finished(compress(Buffer.from('<!DOCTYPE html><p>otra versión</p>'.repeat(50)), 'br'));
    keep(res('"a"'), newer);
    await docs.polishing;
    expect(recall(res('"a"'))).toBe(newer);
    await docs.polishing; // newer's own turn
  });
});
