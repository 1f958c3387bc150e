/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { NextRequest, type NextResponse } from 'next/server';
import { readFormClock } from '@/lib/forms/form-token';
import { formSecret } from '@/lib/forms/form-secret';
import { proxy } from '@/proxy';
import { copyCookies, formKeyFrom, pageNeutralCookies, requestCookies } from './front-cookies.mjs';

const NOW = Date.parse('2026-11-25T10:20:30.456Z');
const UAS = [
  '',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148',
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)',
  'Mozilla/5.0 (X11; Linux x86_64) Chrome/131',
];
const ENTRY = 'google-M-2026-11-20T10:00:00.000Z';

/** Values a browser may hold for each cookie the rule reads: absent, empty, valid, foreign, garbled. */
const jar = fc.record(
  {
    utm_source: fc.constantFrom('google', '', 'organico'),
    cookie_consent: fc.constantFrom('accepted', 'rejected', 'otro', ''),
    attribution: fc.constantFrom(ENTRY, encodeURIComponent(`${ENTRY}|campaña-D-2026-11-19T10:00:00.000Z`), 'basura', '', '%E0%A4%A', 'x-M-2026-13-45T99:00:00.000Z'),
    first_impact: fc.constantFrom('2026-01-01T00:00:00.000Z', ''),
    utm_medium: fc.constantFrom('cpc'),
    _ga: fc.constantFrom('GA1.1.123.456'),
  },
  { requiredKeys: [] },
);

// The front and proxy.ts share the rule (lib/proxy/page-cookies.mjs) and Next's cookie writer;
// what is left to differ is how each reads the request (headers, protocol, cookie jar).
describe('the front writes the cookies proxy.ts writes on a plain page request (rules §9, decision 0010)', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('gives the same Set-Cookie headers as proxy.ts for any cookie jar, user agent, protocol and method', () => {
    fc.assert(
      fc.property(jar, fc.constantFrom(...UAS), fc.boolean(), fc.boolean(), fc.constantFrom('GET', 'HEAD'), (cookies, userAgent, https, duplicate, method) => {
        const pairs = Object.entries(cookies).map(([name, value]) => `${name}=${value}`);
        // A name sent twice: Next keeps the last one, and so must the front.
        if (duplicate) pairs.unshift('utm_source=', 'cookie_consent=rejected');
        const cookie = pairs.join('; ');
        const headers: Record<string, string> = { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) };
        const url = '/programas/psicologia';
        // A public page: the proxy answers at once.
        const expected = (proxy(new NextRequest(`${https ? 'https' : 'http'}://sitio.example${url}`, { method, headers })) as NextResponse).headers.getSetCookie();
        const forwarded = { ...headers, 'x-forwarded-proto': https ? 'https' : 'http' };
        const actual = copyCookies({ method, url, headers: forwarded }, { now: Date.now(), formKey: formSecret() });
        // A document load (GET) always gets the form clock; a HEAD never does (decision 0010).
        expect(actual.some((c) => c.startsWith('form_clock='))).toBe(method === 'GET');
        expect(actual).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('signs the form clock with the key lib/forms derives from CLIENT_TOKEN_SECRET (demo default included)', () => {
    expect(formKeyFrom(process.env).equals(formSecret())).toBe(true);
    const clock = copyCookies({ headers: {} }, { now: NOW, formKey: formKeyFrom(process.env) }).at(-1) ?? '';
    expect(readFormClock(formSecret(), decodeURIComponent(/^form_clock=([^;]+)/.exec(clock)?.[1] ?? ''))).toBe(NOW);
    expect(formKeyFrom({ CLIENT_TOKEN_SECRET: 'otro-secreto-largo' }).equals(formSecret())).toBe(false);
  });
});

describe('cookies that leave the page unchanged', () => {
  it.each([
    ['', true],
    ['cookie_consent=accepted; utm_source=google; attribution=x; first_impact=y; gclid=z', true],
    ['_ga=GA1.1.1.2; _ga_ABC123=GS1; _gid=1; _gcl_au=1', true],
    ['staff_session=abc', false],
    ['__prerender_bypass=1', false],
    ['__next_preview_data=1', false],
    ['utm_source=google; otra=1', false],
  ])('%s → %s', (header, neutral) => {
    expect(pageNeutralCookies(requestCookies(header))).toBe(neutral);
  });
});
