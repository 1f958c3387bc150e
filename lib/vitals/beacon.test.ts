import { describe, expect, it } from '@jest/globals';
import { vitalsBeaconSchema } from './beacon';

const beacon = (vitals: Record<string, unknown>) => ({ vitals: { page: 'program', metrics: { LCP: 1_800, INP: 120, CLS: 0.02, TTFB: 400 }, ...vitals } });

describe('the vitals beacon', () => {
  it('takes a page type, a connection and the four metrics', () => {
    expect(vitalsBeaconSchema.parse(beacon({ connection: '4g' }))).toEqual(beacon({ connection: '4g' }));
    expect(vitalsBeaconSchema.safeParse(beacon({ metrics: { TTFB: 0 } })).success).toBe(true);
  });

  it.each([
    ['an unknown page type', beacon({ page: 'admin' })],
    ['an unknown metric', beacon({ metrics: { FID: 10 } })],
    ['no metric', beacon({ metrics: {} })],
    ['a negative value', beacon({ metrics: { LCP: -1 } })],
    ['a value past its bound', beacon({ metrics: { INP: 60_001 } })],
    ['a value that is no number', beacon({ metrics: { CLS: '0.1' } })],
    ['an unknown connection', beacon({ connection: 'wifi' })],
    ['an identifier', beacon({ id: 'v4-123' })],
    ['a field beside vitals', { ...beacon({}), path: '/x' }],
  ])('refuses %s', (_, body) => {
    expect(vitalsBeaconSchema.safeParse(body).success).toBe(false);
  });
});
