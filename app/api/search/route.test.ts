/**
 * @jest-environment node
 *
 * A search of only punctuation never sends an empty `q=` upstream, and never answers 503.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { NextRequest } from 'next/server';
import { searchContent } from '@/lib/content/search';
import { upstream } from '@/lib/http/upstream';
import { startLoopback, type Loopback } from '@/test/loopback';
import { GET } from './route';

let core: Loopback;

beforeAll(async () => {
  core = await startLoopback((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"content":[],"total":0}'));
  process.env.CORE_API_URL = core.url;
});
afterAll(async () => {
  await upstream().close();
  await core.close();
});

describe('GET /api/search', () => {
  it.each(['!!!', '¿?¡!', '...', '"-*-"', '%', '  ,;  '])('answers 400 JSON without calling upstream for q=%j', async (q) => {
    const res = await GET(new NextRequest(`http://localhost/api/search?q=${encodeURIComponent(q)}`));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'invalid', error: expect.stringMatching(/^Escribe lo que buscas/) });
    expect(core.calls).toHaveLength(0);
  });

  it('searches a real word', async () => {
    const res = await GET(new NextRequest('http://localhost/api/search?q=psicolog%C3%ADa!'));
    expect(res.status).toBe(200);
    expect(core.calls.map((c) => new URL(c.url, core.url).searchParams.get('q'))).toEqual(['title:*psicología*']);
  });

  it('searchContent never sends an empty query upstream', async () => {
    const before = core.calls.length;
    expect(await searchContent({ variant: 'paginated', text: '?!', from: 0, size: 10 })).toEqual({ results: [], total: 0, from: 0, groups: [] });
    expect(core.calls).toHaveLength(before);
  });
});
