/** @jest-environment node */
import { startLoopback, type Loopback } from '@/test/loopback';
import { followOnSite } from './follow-link';

/**
 * The link checker's walk against two real loopback servers: the site (answering the redirects
 * under test) and a stand-in for any other host, which must never be asked anything.
 */
let site: Loopback;
let elsewhere: Loopback;
const PUBLIC = 'https://u.edu.co';

beforeAll(async () => {
  elsewhere = await startLoopback((_req, res) => res.end('secreto'));
  const host = new URL(elsewhere.url).host;
  const redirects: Record<string, string> = {
    '/gracias': '/landing',
    '/landing': `${PUBLIC}/landing/pregrado`,
    '/por-interno': '', // filled below: an absolute Location on the internal origin
    '/fuera': `http://${host}/x`,
    '/fuera-relativo': `//${host}/x`,
    '/fuera-punto': `/.//${host}/x`,
    '/fuera-barra': `/\\${host}/x`,
    '/fuera-codificado': `/%2F%2F${host}/x`,
    '/bucle': '/bucle',
  };
  site = await startLoopback((req, res) => {
    const to = req.url === '/por-interno' ? `${site.url}/landing/pregrado?a=1` : redirects[req.url ?? ''];
    if (to) res.writeHead(302, { location: to }).end();
    else res.writeHead(200, { 'content-type': 'text/html' }).end(`<title>${req.url}</title>`);
  });
});
afterAll(async () => {
  await site.close();
  await elsewhere.close();
});

const follow = (path: string) => followOnSite(path, { publicOrigin: PUBLIC, internalOrigin: site.url, timeoutMs: 5_000 });

describe('followOnSite', () => {
  it('follows a chain on the site and reports each hop under the public origin', async () => {
    const out = await follow('/gracias');
    expect(out.hops.map((h) => [h.url, h.status])).toEqual([
      [`${PUBLIC}/gracias`, 302],
      [`${PUBLIC}/landing`, 302],
      [`${PUBLIC}/landing/pregrado`, 200],
    ]);
    expect(out.html).toContain('/landing/pregrado');
  });

  it('takes an absolute Location on the internal origin for the site itself', async () => {
    const out = await follow('/por-interno');
    expect(out.hops.at(-1)).toEqual({ url: `${PUBLIC}/landing/pregrado?a=1`, status: 200 });
  });

  it.each(['/fuera', '/fuera-relativo', '/fuera-punto', '/fuera-barra', '/fuera-codificado'])('reports %s as leaving the site without asking the other host', async (path) => {
    const out = await follow(path);
    expect(out.offsite).not.toBeNull();
    expect(out.html).toBeNull();
    expect(elsewhere.calls).toEqual([]);
  });

  it.each(['//HOST/x', '/.//HOST/x', '/\\HOST/x', `${PUBLIC}//HOST/x`, '/%2F%2FHOST/x'])('never fetches a start path %s that could leave the site', async (raw) => {
    const before = site.calls.length;
    const out = await follow(raw.replace('HOST', new URL(elsewhere.url).host));
    expect(out.hops).toEqual([]);
    expect(site.calls.length).toBe(before);
    expect(elsewhere.calls).toEqual([]);
  });

  it('stops after five redirects', async () => {
    const out = await follow('/bucle');
    expect(out.hops).toHaveLength(6);
    expect(out.html).toBeNull();
  });
});
