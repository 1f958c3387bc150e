/**
 * Property tests (fast-check) over the trust boundaries: URL → page resolution, the proxy's
 * thank-you redirect and campaign capture, and the five payload builders.
 *
 * @jest-environment node
 */
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { FORM_KINDS } from '@/lib/forms/kinds';
import { buildPayload, FIXED, type PayloadContext } from '@/lib/forms/payloads';
import { resolvePage, urlSegments } from '@/lib/page/resolve';
import { campaignCookieWrites } from '@/lib/tracking/capture';

const ORIGIN = 'https://www.universidad.example';
const hostile = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom('//evil.example', '/\\evil.example', '%2F%2Fevil', '..', '.', 'gracias', 'landing', 'javascript:alert(1)', '\u0000', '\t/', '@evil', 'http:'),
);

describe('URL → page resolution', () => {
  it('never throws, and every resolved path and redirect is a same-origin path', () => {
    fc.assert(
      fc.property(fc.array(hostile, { maxLength: 10 }), (segments) => {
        const r = resolvePage(segments);
        if (!r) return;
        for (const path of [r.pathname, r.redirect].filter((p): p is string => p !== null)) {
          expect(path.startsWith('/')).toBe(true);
          expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
        }
      }),
      { numRuns: 3_000 },
    );
  });

  it('urlSegments accepts any pathname without throwing', () => {
    fc.assert(fc.property(fc.string({ maxLength: 500 }), (p) => void urlSegments(`/${p}`)), { numRuns: 3_000 });
  });

  it('the proxy never redirects off the site and caps every cookie it writes', () => {
    fc.assert(
      fc.property(fc.array(hostile, { maxLength: 6 }), fc.string({ maxLength: 6_000 }), (segments, utm) => {
        let url: string;
        try {
          url = `${ORIGIN}/${segments.map(encodeURIComponent).join('/')}?utm_source=${encodeURIComponent(utm)}`;
        } catch {
          return; // lone surrogates cannot be encoded into a URL at all
        }
        const answer = proxy(new NextRequest(url));
        if (answer instanceof Promise) return; // a staff path: the guard's own tests
        const res = answer;
        const location = res.headers.get('location');
        if (location) expect(new URL(location).origin).toBe(ORIGIN);
        for (const cookie of res.cookies.getAll()) expect(cookie.value.length).toBeLessThan(1_500);
      }),
      { numRuns: 1_000 },
    );
  });

  it('campaign capture keeps every value short and free of markup', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'gclid'), fc.string({ maxLength: 2_000 })), fc.string({ maxLength: 400 }), (params, ua) => {
        const writes = campaignCookieWrites(new URLSearchParams(params), () => undefined, ua, new Date(0));
        for (const w of writes) {
          expect(w.value).not.toMatch(/[<>"';\r\n]/);
          expect(w.value.length).toBeLessThanOrEqual(w.name === 'attribution' ? 300 : 100);
        }
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('payload builders', () => {
  const value = fc.oneof(fc.string({ maxLength: 200 }), fc.boolean(), fc.integer(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }));
  const values = fc.dictionary(
    fc.oneof(fc.constantFrom('firstName', 'lastName', 'email', 'documentNumber', 'program', 'modality', 'campus', 'donotdisturblaw', 'habeasData', 'isStudent', 'event', 'attachment'), fc.string({ maxLength: 20 })),
    value,
  );
  const context: PayloadContext = {
    pathname: '/landing/pregrado',
    campaign: { utm_source: 'google' },
    attribution: ['google-M-2026-11-22T10:00:00.000Z'],
    firstImpactDate: '2026-11-22T10:00:00.000Z',
    modalityRule: 'VIR',
    alternativeMode: false,
    now: new Date('2026-11-22T10:00:00.000Z'),
  };

  it('build a JSON payload from any values without throwing, fixed codes intact', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORM_KINDS), values, (kind, v) => {
        const payload = buildPayload(kind, v, context);
        const json = JSON.stringify(payload);
        expect(typeof json).toBe('string');
        if (kind === 'lead') expect(json).toContain(`"funnelState":{"code":"${FIXED.funnelState}"}`);
      }),
      { numRuns: 2_000 },
    );
  });
});
