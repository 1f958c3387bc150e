import { describe, expect, it } from '@jest/globals';
import { isSameOrigin } from './same-origin';

const SITE = ['https://www.universidad.example', 'http://127.0.0.1:3000'];

describe('isSameOrigin', () => {
  it.each([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }, true],
    ['Sec-Fetch-Site same-site (another subdomain)', { 'sec-fetch-site': 'same-site', origin: SITE[0] }, false],
    ['Sec-Fetch-Site cross-site, even with our Origin', { 'sec-fetch-site': 'cross-site', origin: SITE[0] }, false],
    ['Sec-Fetch-Site none (typed in the address bar)', { 'sec-fetch-site': 'none' }, false],
    ['our public origin', { origin: SITE[0] }, true],
    ['the origin the request was addressed to', { origin: SITE[1] }, true],
    ['another origin', { origin: 'https://evil.example' }, false],
    ['an opaque origin', { origin: 'null' }, false],
    ['neither header (not a browser)', {}, false],
  ])('%s → %s', (_label, headers, expected) => {
    expect(isSameOrigin(new Headers(headers as Record<string, string>), SITE)).toBe(expected);
  });
});
