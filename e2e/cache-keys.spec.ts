import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';

const unique = () => randomBytes(6).toString('hex');

/**
 * Campaign parameters do not make new pages: a rendered page is cached by its path only, so a
 * unique utm_*, gclid or fbclid on every click is served from the one cached copy, while the
 * campaign cookies are still written from the query string.
 */
test('a campaign click is the cached page, with its campaign captured', async ({ request }) => {
  const path = '/contacto';
  let first = await request.get(path);
  for (let i = 0; i < 5 && first.headers()['x-nextjs-cache'] !== 'HIT'; i++) first = await request.get(path);
  expect(first.headers()['x-nextjs-cache']).toBe('HIT');
  for (const query of [`utm_source=${unique()}&utm_campaign=${unique()}`, `gclid=${unique()}`, `fbclid=${unique()}&utm_term=${unique()}`]) {
    const res = await request.get(`${path}?${query}`);
    expect(res.status(), query).toBe(200);
    expect(res.headers()['x-nextjs-cache'], query).toBe('HIT');
    expect(res.headers().etag, query).toBe(first.headers().etag);
    if (query.startsWith('utm_source')) expect(res.headers()['set-cookie']).toContain(`utm_source=${new URLSearchParams(query).get('utm_source')}`);
  }
});
