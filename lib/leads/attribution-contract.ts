import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { OutboxStore } from './store';

/**
 * What every store keeps for the ad platforms (docs/decisions/0020-click-ids.md), part of the
 * outbox contract: the click ids and cookie choice with the lead, the CRM's delivery time, and the
 * Conversions API event's own delivery, claimed and leased apart from the CRM's.
 */
type Rig = { now: () => number; setNow: (at: number) => void; open: () => Promise<OutboxStore> };

const payload = (source: string) => ({ contact: { email: 'ana@example.co' }, opportunities: [{ utm_source: source, utm_media: 'cpc', utm_campaign: 'admisiones', landingName: '/landing' }] });
const IDS = { fbclid: 'IwAR2', gbraid: '0AAAAA', msclkid: 'abc123', fbc: 'fb.1.1764280800000.IwAR2' };
const EVENT = { event_name: 'Lead', user_data: { em: ['a'.repeat(64)] } };

export function describeAttribution(name: string, rig: Rig) {
  describe(`click ids and conversions: ${name}`, () => {
    it('a lead keeps its click ids and cookie choice; a lead without them, none', async () => {
      const store = await rig.open();
      const { id } = await store.enqueue('lead', payload('facebook'), randomUUID(), '', undefined, { clickIds: IDS, measurement: 'accepted', conversion: EVENT });
      const { id: plain } = await store.enqueue('lead', payload('google'), randomUUID(), '');
      expect(await store.get(id)).toMatchObject({ clickIds: IDS, measurement: 'accepted', deliveredAt: null, conversion: { status: 'pending', attempts: 0, lastStatus: null } });
      expect(await store.get(plain)).toMatchObject({ clickIds: {}, measurement: '', conversion: null });
    });

    it('a conversion is claimed once per lease, apart from the CRM delivery, and settles on its own', async () => {
      const store = await rig.open();
      const { id } = await store.enqueue('lead', payload('facebook'), randomUUID(), '', undefined, { clickIds: IDS, measurement: 'accepted', conversion: EVENT });
      await store.enqueue('lead', payload('google'), randomUUID(), '', undefined, { measurement: 'rejected' });
      const t = rig.now();
      const [claimed, ...others] = await store.claimConversions(t, 10, { leaseMs: 1_000 });
      expect(others).toEqual([]);
      expect(claimed).toEqual({ leadId: id, event: EVENT, attempts: 0, createdAt: t });
      expect(await store.claimConversions(t + 999, 10)).toEqual([]);
      // The CRM's claim is its own: the lead is still due there.
      expect((await store.claimDue(t, 10)).map((e) => e.id)).toContain(id);
      await store.markConversion(id, 'pending', 1, t + 5_000, 500);
      expect(await store.claimConversions(t + 4_999, 10, { id })).toEqual([]);
      expect(await store.claimConversions(t + 5_000, 10, { id })).toHaveLength(1);
      await store.markConversion(id, 'delivered', 2, null, 200);
      expect(await store.claimConversions(t + 1_000_000, 10)).toEqual([]);
      expect((await store.get(id))?.conversion).toEqual({ status: 'delivered', attempts: 2, lastStatus: 200 });
    });

    it('the CRM delivery time is kept, and the leads of a campaign read back oldest first', async () => {
      const store = await rig.open();
      const t = rig.now();
      const { id: first } = await store.enqueue('lead', payload('facebook'), randomUUID(), '', undefined, { clickIds: IDS, measurement: 'accepted' });
      rig.setNow(t + 1_000);
      const { id: second } = await store.enqueue('lead', payload('google'), randomUUID(), '', undefined, { clickIds: { gclid: 'G' }, measurement: 'rejected' });
      await store.enqueue('webcase', { contact: { email: 'x@example.co' } }, randomUUID(), '');
      rig.setNow(t + 61_000);
      await store.markDelivered(first, 1, 201);
      const leads = await store.attributedLeads(t);
      expect(leads.map((l) => [l.id, l.deliveredAt, l.measurement, l.clickIds])).toEqual([
        [first, t + 61_000, 'accepted', IDS],
        [second, null, 'rejected', { gclid: 'G' }],
      ]);
      expect(JSON.parse(leads[0]?.campaign ?? '')).toMatchObject({ source: 'facebook' });
      expect(leads[0]?.payload).toEqual(payload('facebook'));
    });

    it('a WhatsApp open is recorded once, on the lead its reference names', async () => {
      const store = await rig.open();
      const t = rig.now();
      await store.enqueue('lead', payload('facebook'), randomUUID(), '', undefined, { leadRef: 'AB12CD34' });
      rig.setNow(t + 1);
      await store.enqueue('lead', payload('google'), randomUUID(), '');
      rig.setNow(t);
      expect(await store.whatsappOpened('AB12CD34')).toBe(true);
      rig.setNow(t + 5_000);
      expect(await store.whatsappOpened('AB12CD34')).toBe(true);
      expect(await store.whatsappOpened('ZZZZZZZZ')).toBe(false);
      expect(await store.whatsappOpened('')).toBe(false);
      expect((await store.attributedLeads(0)).map((l) => l.whatsappAt)).toEqual([t, null]);
    });

    it('retention waits for a pending conversion, then empties its event with the payload', async () => {
      const store = await rig.open();
      const { id } = await store.enqueue('lead', payload('facebook'), randomUUID(), '', undefined, { clickIds: IDS, measurement: 'accepted', conversion: EVENT });
      await store.markDelivered(id, 1, 201);
      const later = rig.now() + 1_000;
      expect(await store.redactSettled(later)).toBe(0);
      await store.markConversion(id, 'delivered', 1, null, 200);
      expect(await store.redactSettled(later)).toBe(1);
      const [lead] = await store.attributedLeads(0);
      expect(lead).toMatchObject({ payload: {}, clickIds: IDS });
      expect(await store.claimConversions(later, 10)).toEqual([]);
    });
  });
}
