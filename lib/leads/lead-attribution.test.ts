/**
 * @jest-environment node
 */
import { conversionFor, leadAttribution, withClickIds } from './lead-attribution';

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

describe('conversionFor: a Conversions API event only after "Aceptar", for a lead of a campaign, with Meta configured', () => {
  const values = { email: ' Valentina.Gomez@correo.com', mobilePhone: '3101234567' };
  const clickIds = { fbclid: 'F1', fbc: 'fb.1.1764280800000.F1', fbp: 'fb.1.1764280700000.987654321' };
  const request = new Request('http://127.0.0.1:3000/api/forms/lead', { headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14)', 'x-site-socket-address': '203.0.113.9' } });
  const where = { request, country: 'co' as const, siteUrl: 'https://admisiones.example.edu.co', trustProxy: 0, meta: true, now: Date.UTC(2026, 10, 27, 21, 0, 0) };
  const lead = { kind: 'lead' as const, values, pathname: '/landing/ingenieria', measurement: 'accepted' as const, clickIds };

  it('hashes e-mail and phone as Meta publishes, with fbc, fbp, the page and the time', async () => {
    const event = await conversionFor(lead, where);
    expect(event).toMatchObject({
      event_name: 'Lead',
      event_time: Date.UTC(2026, 10, 27, 21, 0, 0) / 1000,
      action_source: 'website',
      event_source_url: 'https://admisiones.example.edu.co/landing/ingenieria',
      user_data: {
        // printf %s valentina.gomez@correo.com | sha256sum; printf %s 573101234567 | sha256sum
        em: ['4824e50c7f360ee814c94543adb812442522906b61c190877df5241e2cc10195'],
        ph: ['c38cb60ca295469d10b1f780da5402d6fb3d1b9d0f1c8ada1558e65495dd1b6d'],
        client_ip_address: '203.0.113.9',
        client_user_agent: 'Mozilla/5.0 (Linux; Android 14)',
        fbc: 'fb.1.1764280800000.F1',
        fbp: 'fb.1.1764280700000.987654321',
      },
    });
    expect(JSON.stringify(event)).not.toContain('correo.com');
  });

  it.each([
    ['after "Rechazar"', { ...lead, measurement: 'rejected' as const }, where],
    ['before a choice', { ...lead, measurement: '' as const }, where],
    ['a web case', { ...lead, kind: 'webcase' as const }, where],
    ['Meta not configured', lead, { ...where, meta: false }],
  ])('none %s', async (_case, l, w) => {
    expect(await conversionFor(l, w)).toBeNull();
  });
});
