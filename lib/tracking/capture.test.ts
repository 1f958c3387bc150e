import { parseAttribution } from './campaign';
import { browserCaptureWrites, campaignCookieWrites, FIRST_IMPACT_COOKIE } from './capture';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36';
const NOW = new Date('2026-11-22T10:00:00.000Z');
const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];
const asMap = (writes: ReturnType<typeof campaignCookieWrites>) => Object.fromEntries(writes.map((w) => [w.name, w]));

describe('campaignCookieWrites (rules §9)', () => {
  it('captures every tracked parameter into cookies of the same name for 3 days', () => {
    const params = new URLSearchParams('utm_source=google&utm_medium=cpc&utm_campaign=admisiones&utm_content=banner&utm_term=ingenieria&gclid=abc123');
    const w = asMap(campaignCookieWrites(params, jar({}), PHONE, NOW));
    for (const [name, value] of Object.entries({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'admisiones', utm_content: 'banner', utm_term: 'ingenieria', gclid: 'abc123' })) {
      expect(w[name]).toEqual({ name, value, maxAge: 3 * 24 * 3600 });
    }
  });

  it('clears the parameters a new campaign does not carry, so campaigns never mix', () => {
    const w = asMap(campaignCookieWrites(new URLSearchParams('utm_source=facebook'), jar({ utm_term: 'viejo' }), PHONE, NOW));
    expect(w.utm_term).toEqual({ name: 'utm_term', value: '', maxAge: 0 });
  });

  it('defaults the source to "organico" when a visit carries no campaign and none is known', () => {
    const w = asMap(campaignCookieWrites(new URLSearchParams(), jar({}), PHONE, NOW));
    expect(w.utm_source?.value).toBe('organico');
  });

  it('keeps a known source on a later visit without campaign', () => {
    const w = asMap(campaignCookieWrites(new URLSearchParams(), jar({ utm_source: 'google', attribution: 'x' }), PHONE, NOW));
    expect(w.utm_source).toBeUndefined();
  });

  it('adds an attribution entry source-device-ISO date for 180 days, newest first', () => {
    const first = asMap(campaignCookieWrites(new URLSearchParams('utm_source=google'), jar({}), PHONE, NOW)).attribution;
    expect(first?.maxAge).toBe(180 * 24 * 3600);
    const later = new Date('2026-11-23T10:00:00.000Z');
    const second = asMap(campaignCookieWrites(new URLSearchParams('utm_source=facebook'), jar({ attribution: first?.value ?? '' }), 'Mozilla/5.0 (X11; Linux x86_64)', later)).attribution;
    expect(parseAttribution(second?.value)).toEqual(['facebook-D-2026-11-23T10:00:00.000Z', 'google-M-2026-11-22T10:00:00.000Z']);
  });

  it('keeps only the 10 latest attribution entries', () => {
    let cookie = '';
    for (let i = 0; i < 12; i++) {
      cookie = asMap(campaignCookieWrites(new URLSearchParams(`utm_source=s${i}`), jar({ attribution: cookie }), PHONE, new Date(NOW.getTime() + i * 1000))).attribution?.value ?? '';
    }
    const entries = parseAttribution(cookie);
    expect(entries).toHaveLength(10);
    expect(entries[0]).toMatch(/^s11-M-/);
  });

  it('records the first impact date once', () => {
    expect(asMap(campaignCookieWrites(new URLSearchParams(), jar({}), PHONE, NOW))[FIRST_IMPACT_COOKIE]?.value).toBe(NOW.toISOString());
    expect(asMap(campaignCookieWrites(new URLSearchParams(), jar({ first_impact: 'x' }), PHONE, NOW))[FIRST_IMPACT_COOKIE]).toBeUndefined();
  });

  it('caps hostile campaign values', () => {
    const w = asMap(campaignCookieWrites(new URLSearchParams(`utm_source=${'a'.repeat(5000)}<script>`), jar({}), PHONE, NOW));
    expect(w.utm_source?.value.length).toBeLessThanOrEqual(100);
    expect(w.utm_source?.value).not.toContain('<');
    expect(w.attribution?.value.length).toBeLessThan(200);
  });
});

describe('campaignCookieWrites after "Rechazar" (docs/deviations.md#cookie-choice)', () => {
  const rejected = { cookie_consent: 'rejected' };
  it('deletes the 180-day history and the first impact, and never writes them again', () => {
    const w = asMap(campaignCookieWrites(new URLSearchParams('utm_source=google'), jar({ ...rejected, attribution: 'x', first_impact: 'y' }), PHONE, NOW));
    expect(w.attribution).toEqual({ name: 'attribution', value: '', maxAge: 0 });
    expect(w[FIRST_IMPACT_COOKIE]).toEqual({ name: FIRST_IMPACT_COOKIE, value: '', maxAge: 0 });
    const later = asMap(campaignCookieWrites(new URLSearchParams('utm_source=facebook&utm_medium=cpc'), jar(rejected), PHONE, NOW));
    expect(later.attribution).toBeUndefined();
    expect(later[FIRST_IMPACT_COOKIE]).toBeUndefined();
  });

  it("keeps the visit's 3-day campaign values, and the organic default", () => {
    const w = asMap(campaignCookieWrites(new URLSearchParams('utm_source=facebook&utm_medium=cpc'), jar(rejected), PHONE, NOW));
    expect(w.utm_source).toEqual({ name: 'utm_source', value: 'facebook', maxAge: 3 * 24 * 3600 });
    expect(w.utm_medium?.value).toBe('cpc');
    expect(asMap(campaignCookieWrites(new URLSearchParams(), jar(rejected), PHONE, NOW)).utm_source?.value).toBe('organico');
  });

  it('writes as before the spec says before a choice and after "Aceptar"', () => {
    for (const cookies of [{}, { cookie_consent: 'accepted' }, { cookie_consent: 'garbage' }] as Record<string, string>[]) {
      const w = asMap(campaignCookieWrites(new URLSearchParams('utm_source=google'), jar(cookies), PHONE, NOW));
      expect(w.attribution?.maxAge).toBe(180 * 24 * 3600);
      expect(w[FIRST_IMPACT_COOKIE]?.value).toBe(NOW.toISOString());
    }
  });
});

describe('browserCaptureWrites: the capture of a page a CDN served (rules §9, docs/decisions/0015-rights-and-cookies.md)', () => {
  const link = new URLSearchParams('utm_source=facebook&utm_medium=social');
  const facebook = { utm_source: 'facebook', utm_medium: 'social', attribution: 'facebook-M-2026-11-22T09:59:00.000Z' };
  const bing = { utm_source: 'bing', utm_campaign: 'x', attribution: 'bing-M-2026-11-22T10:00:01.000Z|facebook-M-2026-11-22T09:59:00.000Z' };
  const older = { utm_source: 'google', attribution: 'google-M-2026-11-20T10:00:00.000Z' };

  it.each([
    ['the proxy captured this link: nothing', facebook, facebook],
    ['a link followed since set its cookies after this page arrived: nothing, its values are the newer', facebook, bing],
    ['after "Rechazar", the same', { ...facebook, attribution: undefined, cookie_consent: 'rejected' }, { ...bing, attribution: undefined, cookie_consent: 'rejected' }],
    ['another tab cleared a parameter since: nothing', { ...older, utm_term: 'viejo' }, older],
  ])('%s', (_, arrival, now) => {
    expect(browserCaptureWrites(link, jar(now as Record<string, string>), jar(arrival as Record<string, string>), PHONE, NOW)).toEqual([]);
  });

  it('captures a cached page when nothing changed since it arrived, as proxy.ts would have', () => {
    const writes = browserCaptureWrites(link, jar(older), jar(older), PHONE, NOW);
    expect(writes).toEqual(campaignCookieWrites(link, jar(older), PHONE, NOW));
    expect(asMap(writes).utm_source?.value).toBe('facebook');
  });

  it('captures after a client-side navigation (no arrival to compare with) unless the cookies hold the link', () => {
    expect(asMap(browserCaptureWrites(link, jar(bing), null, PHONE, NOW)).utm_source?.value).toBe('facebook');
    expect(browserCaptureWrites(link, jar(facebook), null, PHONE, NOW)).toEqual([]);
  });

  it('a visit without campaign: the organic defaults, only when the cookies did not move since', () => {
    expect(asMap(browserCaptureWrites(new URLSearchParams(), jar({}), jar({}), PHONE, NOW)).utm_source?.value).toBe('organico');
    expect(browserCaptureWrites(new URLSearchParams(), jar(bing), jar({}), PHONE, NOW)).toEqual([]);
  });
});

describe("Meta's _fbc beside fbclid (docs/decisions/0020-click-ids.md)", () => {
  const fbclid = 'IwAR2F4-Kd_9x';
  it('a link with fbclid sets _fbc in Meta\'s format, for the campaign\'s 3 days', () => {
    const w = asMap(campaignCookieWrites(new URLSearchParams(`utm_source=facebook&fbclid=${fbclid}`), jar({}), PHONE, NOW));
    expect(w._fbc).toEqual({ name: '_fbc', value: `fb.1.${NOW.getTime()}.${fbclid}`, maxAge: 3 * 24 * 3600 });
    expect(w.fbclid?.value).toBe(fbclid);
  });

  it('the same click again keeps the first _fbc and its time', () => {
    const earlier = `fb.1.1700000000000.${fbclid}`;
    const w = asMap(campaignCookieWrites(new URLSearchParams(`fbclid=${fbclid}`), jar({ _fbc: earlier }), PHONE, NOW));
    expect(w._fbc?.value).toBe(earlier);
  });

  it('a campaign without fbclid clears _fbc, and a visit without campaign leaves it', () => {
    const cleared = asMap(campaignCookieWrites(new URLSearchParams('gbraid=0AAAA'), jar({ _fbc: `fb.1.1700000000000.${fbclid}` }), PHONE, NOW));
    expect(cleared._fbc).toEqual({ name: '_fbc', value: '', maxAge: 0 });
    const kept = asMap(campaignCookieWrites(new URLSearchParams(), jar({ _fbc: `fb.1.1700000000000.${fbclid}`, utm_source: 'facebook', attribution: 'x' }), PHONE, NOW));
    expect(kept._fbc).toBeUndefined();
  });
});
