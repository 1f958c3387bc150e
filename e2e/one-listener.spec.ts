import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';
import { startContentService, startSite, type RunningService } from './servers';

/**
 * The site's process has one HTTP listener, Next's server with the adapter
 * (docs/decisions/0017-one-listener.md): no second server, no private socket. `npm run lint`
 * keeps worker threads out of the code that runs in it.
 */
test.describe('one listener', () => {
  let content: RunningService;
  let site: RunningService;
  test.beforeAll(async () => {
    content = await startContentService();
    site = await startSite({ CONTENT_API_URL: content.url, DATA_DIR: content.dataDir });
  });
  test.afterAll(async () => {
    await site?.stop();
    await content?.stop();
  });

  test('the site process listens on its port alone, on no Unix socket', async ({ request }) => {
    expect((await request.get(`${site.url}/`)).status()).toBe(200);
    const listening = (args: string[]) =>
      execFileSync('ss', [...args, '-H', '-p'], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.includes(`pid=${site.pid},`));
    const tcp = listening(['-l', '-t', '-n']);
    expect(tcp).toHaveLength(1);
    expect(tcp[0]).toContain(`:${new URL(site.url).port} `);
    expect(listening(['-l', '-x'])).toEqual([]);
  });

  test("a rewrite of the proxy is served in the visitor's request, never fetched from the site over HTTP", async ({ request }) => {
    // A thank-you page for a lead that authorised WhatsApp (lib/proxy/with-whatsapp-thanks.ts).
    const path = '/programas/ingenieria-de-sistemas/gracias';
    const answer = await request.get(`${site.url}${path}`, { headers: { cookie: 'lead_whatsapp=ABCD1234~Ingeniería de Sistemas' } });
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('Escríbenos por WhatsApp');
    // Next proxies a rewrite whose origin is not its own: the header would name that origin.
    expect(answer.headers()['x-middleware-rewrite']).toBe(`/gracias-whatsapp${path}`);
    const pages = () =>
      site.logs
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { event?: string; path?: string })
        .filter((l) => l.event === 'http.request' && l.path?.endsWith(path));
    await expect.poll(() => pages().length).toBe(1);
    expect(pages()[0]?.path).toBe(path);
    expect(site.logs.join('\n')).not.toContain('MaxListenersExceededWarning');
  });
});
