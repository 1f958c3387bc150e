import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formUrl } from '../lib/forms/form-url';
import { treeRss } from '../scripts/soak/processes.mjs';
import { openForm } from '../test/rendered-form.mjs';
import { expect, test } from './fixtures';
import { startSite, type RunningService } from './servers';

/**
 * A refusal holds no megabytes: a form without a file field takes a text-sized body, decided from
 * the form the URL names before a byte is read, and answers in Spanish with a small page; many at
 * once leave the process's memory where it was. The site runs as its own process to be measured.
 */
const RIGHTS = { formId: 'co-form-derechos', pathname: '/tus-datos-personales' };
const MB = 1024 * 1024;
let site: RunningService;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startSite({ UNIVERSITY: 'co', CONTENT_API_URL: `http://127.0.0.1:${process.env.E2E_CONTENT_PORT}`, DATA_DIR: mkdtempSync(join(tmpdir(), 'refusal-bounds-')) });
});
test.afterAll(async () => {
  await site?.stop();
});

test('a 4 MB and a 200 KB text field on a form without files: 413 in Spanish, a page under 100 KB; 50 at once leave RSS within 30 MB', async () => {
  const form = await openForm(site.url, RIGHTS, 0);
  let client = 0;
  const post = async (size: number) => {
    client += 1; // a visitor of its own each time: the submission limit is not under test
    const body = new URLSearchParams({ _form: RIGHTS.formId, _path: RIGHTS.pathname, _token: form.token, website: '', documentNumber: '1020304050', email: 'derechos@correo.com', type: 'consulta', description: 'x'.repeat(size), habeasData: 'on' });
    const res = await fetch(`${site.url}${formUrl('webcase', RIGHTS.formId, RIGHTS.pathname)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: site.url, cookie: form.cookie, 'x-forwarded-for': `198.18.${client >> 8}.${client & 255}` },
      body,
    });
    return { status: res.status, html: await res.text() };
  };

  for (const size of [200 * 1024, 4 * MB]) {
    const { status, html } = await post(size);
    expect(status, `${size} bytes`).toBe(413);
    expect(html).toContain('Cuerpo demasiado grande');
    expect(html.length).toBeLessThan(100 * 1024);
  }

  for (let i = 0; i < 5; i += 1) await post(4 * MB); // every code path of a refusal loaded once
  const before = treeRss(site.pid).rss;
  // Past a few at once the site stops reading such bodies and drops their connections
  // (lib/http/json.ts): each is refused, with its page or with a closed connection.
  const answers = await Promise.all(Array.from({ length: 50 }, () => post(4 * MB).catch(() => ({ status: 0, html: '' }))));
  expect(answers.filter((a) => a.status !== 413 && a.status !== 0)).toEqual([]);
  expect(answers.filter((a) => a.status === 413).length).toBeGreaterThanOrEqual(4);
  // Once they are answered, and the garbage of reading them collected: back within 30 MB.
  const grown = () => treeRss(site.pid).rss - before;
  await expect.poll(grown, { timeout: 15_000, intervals: [500] }).toBeLessThan(30 * MB);
  console.log(`50 refusals of 4 MB at once: RSS ${(grown() / MB).toFixed(1)} MB from before`);
});
