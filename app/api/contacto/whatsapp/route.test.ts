/**
 * @jest-environment node
 *
 * The thank-you page's WhatsApp ping: a known reference records the first open on its lead (the
 * outbox in a temporary DATA_DIR), anything else is a 400 in Spanish, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leadsRuntime, openedLeadsRuntime } from '@/lib/leads/dispatcher';
import { POST } from './route';

beforeAll(() => {
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'whatsapp-route-'));
});
afterAll(async () => {
  const runtime = await openedLeadsRuntime();
  await runtime?.dispatcher.stop();
  await runtime?.store.close();
});

const ping = (ref: string) => POST(new Request(`http://localhost:3000/api/contacto/whatsapp?ref=${encodeURIComponent(ref)}`, { method: 'POST', body: 'PING' }));

describe('POST /api/contacto/whatsapp', () => {
  it.each([
    ['none', ''],
    ['too short', '0F4C2A1'],
    ['lower case', '0f4c2a10'],
    ['markup', '<script>'],
    ['500 characters', 'A'.repeat(500)],
  ])('refuses a reference: %s, with a 400 in Spanish', async (_case, ref) => {
    const res = await ping(ref);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'invalid', error: 'Referencia no válida.' });
  });

  it('records the first open on the lead its reference names; 204 either way', async () => {
    const { store } = await leadsRuntime();
    await store.enqueue('lead', { contact: { email: 'ana@example.co' }, opportunities: [{ utm_source: 'facebook' }] }, randomUUID(), '', undefined, { leadRef: 'AB12CD34' });
    expect((await ping('AB12CD34')).status).toBe(204);
    expect((await ping('ZZZZZZZZ')).status).toBe(204);
    const [lead] = await store.attributedLeads(0);
    expect(lead?.whatsappAt).toEqual(expect.any(Number));
  });
});
