import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCountingUpstream, type CountingUpstream } from '../test/counting-upstream';
import { until } from '../test/until';
import { expect, test } from './fixtures';
import { startSite, type RunningService } from './servers';

/**
 * Files are files: a missing one under the static prefixes is a small 404 answered
 * before any render, so unique junk paths cost the content service nothing.
 */
let upstream: CountingUpstream;
let site: RunningService;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  upstream = await startCountingUpstream(`http://127.0.0.1:${process.env.E2E_CONTENT_PORT}`);
  site = await startSite({ UNIVERSITY: 'co', CONTENT_API_URL: upstream.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'missing-files-')) });
});
test.afterAll(async () => {
  await site?.stop();
  await upstream?.close();
});

test('unique missing paths under /media/ and /_next/static/ answer a small 404 with no content-service call', async () => {
  // The site's own warming (its known pages, read from the content) is not what is counted.
  await until('the site has warmed', async () => site.logs.some((line) => line.includes('"site.warmed"')), { timeoutMs: 60_000, everyMs: 100 });
  // The page and the file it shows are there; the calls of that first render are not counted.
  const home = await (await fetch(`${site.url}/`)).text();
  const image = /\/media\/[^"?\s]+\.(?:webp|jpe?g|png|svg)/.exec(home)?.[0];
  expect(image).toBeDefined();
  expect((await fetch(`${site.url}${image}`)).status).toBe(200);
  upstream.calls.length = 0;

  const junk = (i: number) => [`/media/no-existe-${i}.webp`, `/media/campus-${i}/large.jpg`, `/_next/static/chunks/app-${i}.js`, `/_next/static/css/${i}.css?v=${i}`];
  for (let i = 0; i < 20; i += 1) {
    for (const path of junk(i)) {
      const res = await fetch(`${site.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await res.text()).length, path).toBeLessThan(200);
    }
  }
  expect(upstream.calls).toEqual([]);
});
