import { leadAttribution, withClickIds } from './lead-attribution';

const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];
const VISIT = { gclid: 'G1', fbclid: 'F1', _fbc: 'fb.1.1764280800000.F1', _fbp: 'fb.1.1764280700000.987654321', utm_source: 'facebook' };

describe('leadAttribution: the click ids and cookie choice a lead is sent under', () => {
  it.each([
    ['"Aceptar"', 'accepted', { gclid: 'G1', fbclid: 'F1', fbc: 'fb.1.1764280800000.F1', fbp: 'fb.1.1764280700000.987654321' }],
    // After "Rechazar" or before a choice: the visit's own values only, never the tag's cookie.
    ['"Rechazar"', 'rejected', { gclid: 'G1', fbclid: 'F1', fbc: 'fb.1.1764280800000.F1' }],
    ['no choice', undefined, { gclid: 'G1', fbclid: 'F1', fbc: 'fb.1.1764280800000.F1' }],
  ])('%s', (_case, choice, clickIds) => {
    const got = leadAttribution(jar(choice ? { ...VISIT, cookie_consent: choice } : VISIT));
    expect(got).toEqual({ clickIds, measurement: choice ?? '' });
  });
});

describe('withClickIds and CRM_CLICK_IDS', () => {
  const payload = { contact: { email: 'a@b.co' }, opportunities: [{ gClidMedios: 'G1' }] };
  it('adds them only when configured, and leaves the payload byte-identical otherwise', () => {
    expect(JSON.stringify(withClickIds(payload, { gclid: 'G1', msclkid: 'M' }, false))).toBe(JSON.stringify(payload));
    expect(withClickIds(payload, {}, true)).toBe(payload);
    expect(withClickIds(payload, { gclid: 'G1', msclkid: 'M' }, true)).toEqual({ ...payload, clickIds: { gclid: 'G1', msclkid: 'M' } });
  });
});
