/**
 * @jest-environment node
 */
import type { AttributedLead } from '@/lib/leads/attribution-rows';
import { clickIdCoverage, conversionCounts, deliverySpeed, share } from './attribution-report';
import { exportable, localTime, offlineFile, utcOffset } from './offline-files';

const T = Date.UTC(2026, 10, 27, 21, 4, 5); // 16:04:05 in Bogotá
const lead = (id: string, more: Partial<AttributedLead>): AttributedLead => ({
  id,
  kind: 'lead',
  createdAt: T,
  deliveredAt: null,
  status: 'pending',
  campaign: JSON.stringify({ source: 'facebook', medium: 'cpc', campaign: 'admisiones', landing: '/x' }),
  clickIds: {},
  measurement: 'accepted',
  payload: { contact: { email: 'John.Smith@gmail.com', mobilePhone: '3101234567' } },
  conversion: null,
  whatsappAt: null,
  ...more,
});
const CTX = { timeZone: 'America/Bogota', currency: 'COP', country: 'co' as const, value: 0 };

const LEADS = [
  lead('a', { clickIds: { gclid: 'Cj0KCQ', msclkid: 'ms-1' }, deliveredAt: T + 30_000 }),
  lead('b', { clickIds: { gbraid: '0AAAA-gb' }, deliveredAt: T + 200_000 }),
  lead('c', { clickIds: { gclid: 'G-rejected', msclkid: 'ms-rejected' }, measurement: 'rejected' }),
  lead('d', { clickIds: { wbraid: 'wb-none' }, measurement: '' }),
  lead('e', { clickIds: { fbclid: 'IwAR2', fbc: 'fb.1.1764277445000.IwAR2' }, payload: {}, whatsappAt: T + 1_000 }),
  lead('f', { campaign: JSON.stringify({ source: 'organico', medium: '', campaign: '' }) }),
];

describe('the platforms\' files hold exactly the consented leads with their click id', () => {
  it('Google Ads: one click id per row, the time in the university\'s zone, Google\'s hashes', async () => {
    expect(exportable(LEADS, 'google').map((l) => l.id)).toEqual(['a', 'b']);
    const file = await offlineFile('google', LEADS, CTX, T);
    expect(file.split('\r\n')).toEqual([
      'Parameters:TimeZone=America/Bogota',
      'Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency,Email,Phone Number',
      // printf %s johnsmith@gmail.com | sha256sum; printf %s +573101234567 | sha256sum
      'Cj0KCQ,,,Lead sitio web,2026-11-27 16:04:05,0,COP,3586de92bb3636d0885a12eff961429a32e4ebd764b96f50d85d016f9338d586,083797eab4b6f829ae64305025bfe7f0180890c7ed72d80b183938e2e259a660',
      ',0AAAA-gb,,Lead sitio web,2026-11-27 16:04:05,0,COP,3586de92bb3636d0885a12eff961429a32e4ebd764b96f50d85d016f9338d586,083797eab4b6f829ae64305025bfe7f0180890c7ed72d80b183938e2e259a660',
      '',
    ]);
  });

  it('Microsoft Advertising: msclkid rows with the zone\'s offset', async () => {
    expect((await offlineFile('microsoft', LEADS, CTX, T)).split('\r\n')).toEqual([
      'Parameters:TimeZone=-0500',
      'Microsoft Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency Code',
      'ms-1,Lead sitio web,2026-11-27 16:04:05,0,COP',
      '',
    ]);
  });

  it("Meta: fbc, the lead's id as event_id, Meta's hashes (none once retention emptied the lead)", async () => {
    expect((await offlineFile('meta', LEADS, CTX, T)).split('\r\n')).toEqual([
      'event_id,event_name,event_time,action_source,fbc,email,phone,value,currency',
      `e,Lead,${T / 1000},website,fb.1.1764277445000.IwAR2,,,0,COP`,
      '',
    ]);
  });

  it.each([
    ['America/Bogota', '-0500', '2026-11-27 16:04:05'],
    ['America/Panama', '-0500', '2026-11-27 16:04:05'],
    ['America/Costa_Rica', '-0600', '2026-11-27 15:04:05'],
  ])('%s is %s', (zone, offset, local) => {
    expect([utcOffset(T, zone), localTime(T, zone)]).toEqual([offset, local]);
  });
});

describe('the campaign report: click-id coverage and delivery within 1 and 5 minutes', () => {
  it('counts paid leads with a click id per source, consent or not (it is the site\'s own count)', () => {
    expect(clickIdCoverage(LEADS)).toEqual([{ source: 'facebook', paid: 5, withClickId: 5 }]);
    expect(clickIdCoverage([lead('x', { clickIds: {} }), lead('y', { clickIds: { gclid: 'G' } })])).toEqual([{ source: 'facebook', paid: 2, withClickId: 1 }]);
  });

  it('shares of delivery within 1 and 5 minutes and WhatsApp opens per campaign', () => {
    expect(deliverySpeed(LEADS)).toEqual([
      { source: 'facebook', medium: 'cpc', campaign: 'admisiones', total: 5, delivered: 2, within1: 1, within5: 2, whatsapp: 1 },
      { source: 'organico', medium: '', campaign: '', total: 1, delivered: 0, within1: 0, within5: 0, whatsapp: 0 },
    ]);
    expect([share(1, 5), share(2, 3), share(0, 0)]).toEqual(['20 %', '67 %', '—']);
  });
});

describe("the Conversions API's counts on the workbench", () => {
  it('by delivery state; leads without an event are not counted', () => {
    const state = (status: 'pending' | 'delivered' | 'rejected' | 'exhausted') => ({ status, attempts: 1, lastStatus: null });
    expect(conversionCounts([...LEADS, lead('g', { conversion: state('delivered') }), lead('h', { conversion: state('pending') }), lead('i', { conversion: state('rejected') }), lead('j', { conversion: state('exhausted') })])).toEqual({ delivered: 1, pending: 1, failed: 2 });
  });
});
