import { observatoryScore, type ObservatoryInput, type ObservedPage } from './observatory';

const GOOD_CSP = "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self'; object-src 'none'; frame-ancestors 'self'";
const page = (over: Partial<ObservedPage> = {}, headers: Record<string, string> = {}): ObservedPage => ({
  url: 'https://www.universidad.example/',
  status: 200,
  setCookies: [],
  body: '<html><head><script src="/_next/static/a.js"></script></head></html>',
  ...over,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': GOOD_CSP,
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...headers,
  },
});
const input = (p: ObservedPage, over: Partial<ObservatoryInput> = {}): ObservatoryInput => ({
  page: p,
  cors: { origin: 'https://evil.example', allowOrigin: null, allowCredentials: null },
  policyFiles: { crossdomain: null, clientaccesspolicy: null },
  redirectRoute: ['http://www.universidad.example/', 'https://www.universidad.example/'],
  ...over,
});
const resultOf = (i: ObservatoryInput, test: string) => observatoryScore(i).results.find((r) => r.test === test)?.result;

describe('Observatory score', () => {
  it('a strict site scores 100 plus every bonus it earns', () => {
    // CSP without unsafe +5, frame-ancestors +5, private referrer +5.
    expect(observatoryScore(input(page())).score).toBe(115);
  });

  it.each([
    { csp: undefined, result: 'csp-not-implemented' },
    { csp: "default-src 'self'; object-src 'none'", result: 'csp-implemented-with-no-unsafe' },
    { csp: "default-src 'none'; script-src 'self'", result: 'csp-implemented-with-no-unsafe-default-src-none' },
    { csp: "default-src 'none'", result: 'csp-implemented-with-no-unsafe-default-src-none' },
    { csp: "script-src 'self' 'unsafe-inline'; object-src 'none'", result: 'csp-implemented-with-unsafe-inline' },
    { csp: "script-src 'self' 'sha256-x=' 'unsafe-inline'; object-src 'none'; style-src 'self'", result: 'csp-implemented-with-no-unsafe' },
    { csp: "script-src 'self'; style-src 'self'", result: 'csp-implemented-with-unsafe-inline' }, // object-src falls back to *
    { csp: "script-src https:; object-src 'none'", result: 'csp-implemented-with-unsafe-inline' },
    { csp: "script-src 'self' data:; object-src 'none'", result: 'csp-implemented-with-unsafe-inline' },
    { csp: "script-src 'self' 'unsafe-eval'; object-src 'none'; style-src 'self'", result: 'csp-implemented-with-unsafe-eval' },
    { csp: "script-src 'self' http://cdn.example; object-src 'none'; style-src 'self'", result: 'csp-implemented-with-insecure-scheme' },
    { csp: "default-src 'self'; img-src http://img.example; object-src 'none'", result: 'csp-implemented-with-insecure-scheme-in-passive-content-only' },
    { csp: "default-src 'self'; style-src 'self' 'unsafe-inline'; object-src 'none'", result: 'csp-implemented-with-unsafe-inline-in-style-src-only' },
    { csp: "script-src 'strict-dynamic'; object-src 'none'", result: 'csp-header-invalid' },
    { csp: "script-src 'strict-dynamic' 'sha256-x=' https: 'self'; object-src 'none'; style-src 'self'", result: 'csp-implemented-with-no-unsafe' },
    { csp: ';;', result: 'csp-header-invalid' },
  ])('CSP $csp → $result', ({ csp, result }) => {
    const p = page({}, {});
    if (csp === undefined) delete p.headers['content-security-policy'];
    else p.headers['content-security-policy'] = csp;
    expect(resultOf(input(p), 'content-security-policy')).toBe(result);
  });

  it.each([
    { cookies: [], result: 'cookies-not-found' },
    { cookies: ['utm_source=google; Path=/; Max-Age=259200; Secure; SameSite=lax'], result: 'cookies-secure-with-httponly-sessions-and-samesite' },
    { cookies: ['utm_source=google; Path=/; Secure'], result: 'cookies-secure-with-httponly-sessions' },
    { cookies: ['utm_source=google; Path=/; SameSite=lax'], result: 'cookies-without-secure-flag-but-protected-by-hsts' },
    { cookies: ['sessionid=1; Secure; SameSite=Lax'], result: 'cookies-session-without-httponly-flag' },
    { cookies: ['sessionid=1; HttpOnly; SameSite=Lax'], result: 'cookies-session-without-secure-flag-but-protected-by-hsts' },
    { cookies: ['a=1; Secure; SameSite=whatever'], result: 'cookies-samesite-flag-invalid' },
    { cookies: ['csrftoken=1; Secure'], result: 'cookies-anticsrf-without-samesite-flag' },
  ])('cookies $cookies → $result', ({ cookies, result }) => {
    expect(resultOf(input(page({ setCookies: cookies })), 'cookies')).toBe(result);
  });

  it('a cookie without Secure and no HSTS is the full penalty', () => {
    const p = page({ setCookies: ['a=1; SameSite=Lax'] });
    delete p.headers['strict-transport-security'];
    expect(resultOf(input(p), 'cookies')).toBe('cookies-without-secure-flag');
  });

  it.each([
    { hsts: undefined, result: 'hsts-not-implemented' },
    { hsts: 'max-age=15768000', result: 'hsts-implemented-max-age-at-least-six-months' },
    { hsts: 'max-age=86400; includeSubDomains', result: 'hsts-implemented-max-age-less-than-six-months' },
    { hsts: 'includeSubDomains', result: 'hsts-header-invalid' },
  ])('HSTS $hsts → $result', ({ hsts, result }) => {
    const p = page();
    if (hsts === undefined) delete p.headers['strict-transport-security'];
    else p.headers['strict-transport-security'] = hsts;
    expect(resultOf(input(p), 'strict-transport-security')).toBe(result);
  });

  it('HSTS over http cannot count', () => {
    expect(resultOf(input(page({ url: 'http://www.universidad.example/' })), 'strict-transport-security')).toBe('hsts-not-implemented-no-https');
  });

  it.each([
    { route: ['http://u.example/'], result: 'redirection-missing' },
    { route: ['http://u.example/', 'https://u.example/'], result: 'redirection-to-https' },
    { route: ['http://u.example/', 'https://www.u.example/'], result: 'redirection-off-host-from-http' },
    { route: ['http://u.example/', 'http://www.u.example/', 'https://www.u.example/'], result: 'redirection-not-to-https-on-initial-redirection' },
    { route: ['http://u.example/', 'http://www.u.example/'], result: 'redirection-not-to-https' },
  ])('redirection $route → $result', ({ route, result }) => {
    expect(resultOf(input(page(), { redirectRoute: route }), 'redirection')).toBe(result);
  });

  it.each([
    { value: undefined, result: 'referrer-policy-not-implemented' },
    { value: 'no-referrer', result: 'referrer-policy-private' },
    { value: 'unsafe-url, strict-origin', result: 'referrer-policy-private' },
    { value: 'strict-origin, unsafe-url', result: 'referrer-policy-unsafe' },
    { value: 'no-referrer-when-downgrade', result: 'referrer-policy-no-referrer-when-downgrade' },
    { value: 'nonsense', result: 'referrer-policy-header-invalid' },
  ])('Referrer-Policy $value → $result', ({ value, result }) => {
    const p = page();
    if (value === undefined) delete p.headers['referrer-policy'];
    else p.headers['referrer-policy'] = value;
    expect(resultOf(input(p), 'referrer-policy')).toBe(result);
  });

  it.each([
    { body: '<p>sin scripts</p>', result: 'sri-not-implemented-but-no-scripts-loaded' },
    { body: '<script>inline()</script><script src="/a.js"></script>', result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin' },
    { body: '<script src="/a.js" integrity="sha384-x"></script>', result: 'sri-implemented-and-all-scripts-loaded-securely' },
    { body: '<script src="https://maps.googleapis.com/x.js"></script>', result: 'sri-not-implemented-but-external-scripts-loaded-securely' },
    { body: '<script src="https://cdn.example/x.js" integrity="sha384-x" crossorigin="anonymous"></script>', result: 'sri-implemented-and-external-scripts-loaded-securely' },
    { body: '<script src="http://cdn.example/x.js"></script>', result: 'sri-not-implemented-and-external-scripts-not-loaded-securely' },
    { body: "<script src='http://cdn.example/x.js' integrity='sha384-x'></script>", result: 'sri-implemented-but-external-scripts-not-loaded-securely' },
  ])('SRI $body → $result', ({ body, result }) => {
    expect(resultOf(input(page({ body })), 'subresource-integrity')).toBe(result);
  });

  it('SRI does not apply to JSON', () => {
    expect(resultOf(input(page({ body: '{}' }, { 'content-type': 'application/json' })), 'subresource-integrity')).toBe('sri-not-implemented-response-not-html');
  });

  it.each([
    { acao: null, credentials: null, files: {}, result: 'cross-origin-resource-sharing-not-implemented' },
    { acao: '*', credentials: null, files: {}, result: 'cross-origin-resource-sharing-implemented-with-public-access' },
    { acao: 'https://evil.example', credentials: 'true', files: {}, result: 'cross-origin-resource-sharing-implemented-with-universal-access' },
    { acao: 'https://partner.example', credentials: null, files: {}, result: 'cross-origin-resource-sharing-implemented-with-restricted-access' },
    { acao: null, credentials: null, files: { crossdomain: '<allow-access-from domain="*"/>' }, result: 'cross-origin-resource-sharing-implemented-with-universal-access' },
  ])('CORS $acao $files → $result', ({ acao, credentials, files, result }) => {
    const i = input(page(), {
      cors: { origin: 'https://evil.example', allowOrigin: acao, allowCredentials: credentials },
      policyFiles: { crossdomain: null, clientaccesspolicy: null, ...files },
    });
    expect(resultOf(i, 'cross-origin-resource-sharing')).toBe(result);
  });

  it.each<{ headers: Record<string, string>; noCsp: boolean; result: string }>([
    { headers: { 'x-frame-options': 'SAMEORIGIN' }, noCsp: true, result: 'x-frame-options-sameorigin-or-deny' },
    { headers: {}, noCsp: true, result: 'x-frame-options-not-implemented' },
    { headers: { 'x-frame-options': 'ALLOWALL' }, noCsp: true, result: 'x-frame-options-header-invalid' },
    { headers: { 'x-frame-options': 'SAMEORIGIN' }, noCsp: false, result: 'x-frame-options-implemented-via-csp' },
  ])('X-Frame-Options $headers (CSP absent: $noCsp) → $result', ({ headers, noCsp, result }) => {
    const p = page({}, headers);
    if (noCsp) delete p.headers['content-security-policy'];
    expect(resultOf(input(p), 'x-frame-options')).toBe(result);
  });

  it.each([
    { value: undefined, result: 'x-content-type-options-not-implemented' },
    { value: ' NoSniff ', result: 'x-content-type-options-nosniff' },
    { value: 'sniff', result: 'x-content-type-options-header-invalid' },
  ])('X-Content-Type-Options $value → $result', ({ value, result }) => {
    const p = page();
    if (value === undefined) delete p.headers['x-content-type-options'];
    else p.headers['x-content-type-options'] = value;
    expect(resultOf(input(p), 'x-content-type-options')).toBe(result);
  });

  it('bonuses count only when the score without them is 90 or more', () => {
    // No redirect to https (-20): 80, and the +15 of bonuses do not apply.
    expect(observatoryScore(input(page(), { redirectRoute: ['http://u.example/'] })).score).toBe(80);
    // Only nosniff missing (-5): 95 + 15.
    const p = page();
    delete p.headers['x-content-type-options'];
    expect(observatoryScore(input(p)).score).toBe(110);
  });

  it('the score never goes below 0', () => {
    const bare = page({ url: 'http://u.example/', setCookies: ['sessionid=1'], body: '<script src="http://cdn.example/x.js"></script>' }, {});
    for (const name of Object.keys(bare.headers)) if (name !== 'content-type') delete bare.headers[name];
    const i = input(bare, { redirectRoute: ['http://u.example/'], cors: { origin: 'https://e.example', allowOrigin: 'https://e.example', allowCredentials: 'true' } });
    expect(observatoryScore(i).score).toBe(0);
  });
});
