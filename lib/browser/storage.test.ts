import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ARRIVAL_COOKIES as LOADER_PROPERTY } from '@/server/deferred-scripts.mjs';
import { ARRIVAL_COOKIES, cookiesOnArrival, readCookie, writeCookie } from './storage';

/** A document whose cookie setter records each assignment and whose getter shows `jar`. */
let jar: string[] = [];
let written: string[] = [];
const g = globalThis as Record<string, unknown>;

beforeEach(() => {
  jar = [];
  written = [];
  g.location = { protocol: 'https:' };
  g.document = {
    get cookie() {
      return jar.join('; ');
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
});
afterEach(() => {
  delete g.location;
  delete g.document;
});

/** The browser's cookie codec (docs/decisions/0008-browser-cookies.md): what it writes and reads, exactly. */
describe('writeCookie', () => {
  it('encodes the value once, for the whole site, Lax, Secure on https (rules §9)', () => {
    writeCookie('attribution', 'google-M-2026-01-01T00:00:00.000Z|bing ads-D-2026-01-02T00:00:00.000Z', 15_552_000);
    expect(written).toEqual([
      'attribution=google-M-2026-01-01T00%3A00%3A00.000Z%7Cbing%20ads-D-2026-01-02T00%3A00%3A00.000Z; Max-Age=15552000; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('is not Secure on http, and Max-Age 0 clears the cookie', () => {
    g.location = { protocol: 'http:' };
    writeCookie('utm_medium', '', 0);
    expect(written).toEqual(['utm_medium=; Max-Age=0; Path=/; SameSite=Lax']);
  });
});

describe('readCookie', () => {
  it('decodes the value once; a missing cookie or a broken encoding is undefined', () => {
    jar = ['a=1', 'utm_source=google%20ads', 'attribution=x%257C', 'broken=%E0%A4%A', 'a=2'];
    expect(readCookie('utm_source')).toBe('google ads');
    expect(readCookie('attribution')).toBe('x%7C');
    expect(readCookie('a')).toBe('1');
    expect(readCookie('broken')).toBeUndefined();
    expect(readCookie('missing')).toBeUndefined();
  });

  it('reads a cookie string given instead of the document\'s', () => {
    jar = ['utm_source=bing'];
    expect(readCookie('utm_source', 'a=1; utm_source=facebook')).toBe('facebook');
    expect(readCookie('utm_source', '')).toBeUndefined();
  });
});

describe('cookiesOnArrival', () => {
  afterEach(() => {
    delete g.window;
  });

  it("reads what the site's script loader kept, under the loader's own name; null without it", () => {
    expect(ARRIVAL_COOKIES).toBe(LOADER_PROPERTY);
    g.window = {};
    expect(cookiesOnArrival()).toBeNull();
    g.window = { [ARRIVAL_COOKIES]: 'utm_source=facebook' };
    expect(cookiesOnArrival()).toBe('utm_source=facebook');
  });
});
