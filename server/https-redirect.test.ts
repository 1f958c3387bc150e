import { httpsRedirect } from './https-redirect.mjs';

const SITE = 'https://admisiones.universidad.example';

describe('httpsRedirect', () => {
  it.each([
    ['/', `${SITE}/`],
    ['/programas/psicologia?utm_source=x&gclid=1', `${SITE}/programas/psicologia?utm_source=x&gclid=1`],
    ['//evil.example/x', `${SITE}//evil.example/x`],
    ['/buscar?q=a?b', `${SITE}/buscar?q=a?b`],
  ])('%s over http → %s', (target, location) => {
    const href = httpsRedirect('http', target, SITE);
    expect(href).toBe(location);
    expect(new URL(href ?? '').origin).toBe(SITE);
  });

  it.each([
    ['already https', 'https', SITE],
    ['the client reached the first proxy over https', 'https, http', SITE],
    ['no proxy in front (no header)', undefined, SITE],
    ['a site not served over https', 'http', 'http://localhost:3000'],
    ['no public origin configured', 'http', undefined],
  ])('leaves the request alone when %s', (_, proto, siteUrl) => {
    expect(httpsRedirect(proto, '/', siteUrl)).toBeNull();
  });
});
