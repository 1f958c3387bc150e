/**
 * @jest-environment node
 *
 * Retention in the running sweep (docs/decisions/0012-consent-records.md): a lead with its consent
 * receipt is delivered to the CRM stand-in exactly as built, then the dispatcher's periodic sweep
 * empties it once LEADS_RETAIN_DAYS have passed, on an injected clock; so too a lead the CRM
 * refused, and one parked when its retry window closed, never one still being retried.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createContentService, DEMO_CRM, type ContentService } from '../../content-service/server.mjs';
import { freePort } from '@/test/content-service';
import { createCrmClient } from './crm';
import { createDispatcher } from './dispatcher';
import { openSqliteOutbox } from './sqlite-store';
import type { OutboxStore } from './store';

const DAY = 86_400_000;
const RECEIPT = { noticeVersion: 'co-2026.11', noticeSha256: 'cd'.repeat(32), channels: ['phone' as const], pagePath: '/landing/pregrado', formId: 'co-form-landing' };
let crm: ContentService;
let crmUrl: string;
let dataDir: string;
let store: OutboxStore | undefined;

beforeAll(async () => {
  crm = createContentService({ dataDir: mkdtempSync(join(tmpdir(), 'crm-')) });
  crmUrl = await crm.listen(0);
});
afterAll(() => crm.close());
afterEach(async () => {
  await store?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The CRM stand-in's record of a submission. */
async function crmRecord(key: string) {
  const token = (await fetch(`${crmUrl}/token`, {
    method: 'POST',
    headers: { authorization: DEMO_CRM.authorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: DEMO_CRM.username, password: DEMO_CRM.password }),
  }).then((r) => r.json())) as { access_token: string };
  const list = (await fetch(`${crmUrl}/leads`, { headers: { authorization: `Bearer ${token.access_token}` } }).then((r) => r.json())) as { idempotencyKey: string; body: unknown }[];
  return list.find((e) => e.idempotencyKey === key);
}

describe('retention in the dispatcher’s sweep', () => {
  it.each([
    ['the default of 30 days', undefined, 30],
    ['a retention of 7 days (LEADS_RETAIN_DAYS=7)', 7, 7],
  ])('%s: the delivered lead keeps its personal data until then, and loses it at the next sweep after', async (_label, days, expected) => {
    dataDir = mkdtempSync(join(tmpdir(), 'retention-'));
    let now = Date.UTC(2026, 10, 22, 15, 0, 0);
    const clock = () => now;
    store = await openSqliteOutbox(dataDir, { clock });
    const client = createCrmClient({ baseUrl: crmUrl, ...DEMO_CRM, timeoutMs: 5_000, clock });
    const dispatcher = createDispatcher({ store, crm: client, clock, ...(days ? { retainMs: days * DAY } : {}) });

    const payload = { contact: { firstName: 'Valentina', lastName: 'Gómez', email: 'valentina@correo.com', mobilePhone: '3101234567', habeasData: true, donotdisturblaw: true }, opportunities: [] };
    const key = randomUUID();
    const { id } = await store.enqueue('lead', payload, key, 'f'.repeat(64), RECEIPT);

    await dispatcher.sweep();
    expect(await store.get(id)).toMatchObject({ status: 'delivered', payload });
    // The CRM receives the payload exactly as built: the receipt stays in the outbox.
    expect((await crmRecord(key))?.body).toEqual(payload);

    now += expected * DAY - 1;
    await dispatcher.sweep();
    expect(await store.get(id)).toMatchObject({ payload });

    now += 2;
    await dispatcher.sweep();
    expect(await store.get(id)).toMatchObject({ status: 'delivered', payload: {}, fingerprint: '' });
    expect(await store.receipt(id)).toMatchObject({ noticeSha256: 'cd'.repeat(32), channels: ['phone'], redactedAt: now });
  });

  it('a lead the CRM refused (4xx) keeps its data for the retention, then loses it with its attachment', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'retention-rejected-'));
    let now = Date.UTC(2026, 10, 22, 15, 0, 0);
    const clock = () => now;
    store = await openSqliteOutbox(dataDir, { clock });
    const dispatcher = createDispatcher({ store, crm: createCrmClient({ baseUrl: crmUrl, ...DEMO_CRM, timeoutMs: 5_000, clock }), clock });
    const payload = { email: 'martin.rios@correo.com', documentNumber: '80123456', attachment: [{ name: 'acta.pdf', type: 'application/pdf', size: 9, content: 'JVBERi0xLjc=' }] };
    // A key the CRM stand-in refuses (400): rejected for good at the first attempt.
    const { id } = await store.enqueue('webcase', payload, 'clave no válida', 'f'.repeat(64), RECEIPT);

    await dispatcher.sweep();
    expect(await store.get(id)).toMatchObject({ status: 'rejected', lastStatus: 400, payload });
    now += 30 * DAY - 1;
    await dispatcher.sweep();
    expect(await store.get(id)).toMatchObject({ payload });
    now += 2;
    await dispatcher.sweep();
    expect(await store.get(id)).toMatchObject({ status: 'rejected', lastStatus: 400, attempts: 1, payload: {}, fingerprint: '' });
    expect(await store.receipt(id)).toMatchObject({ noticeSha256: 'cd'.repeat(32), redactedAt: now });
  });

  it('a lead retried past the retention keeps its data while it is retried, and loses it once parked', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'retention-parked-'));
    let now = Date.UTC(2026, 10, 22, 15, 0, 0);
    const clock = () => now;
    store = await openSqliteOutbox(dataDir, { clock });
    // Nothing listens where the CRM should be: every attempt fails and is retried.
    const down = createCrmClient({ baseUrl: `http://127.0.0.1:${await freePort()}`, ...DEMO_CRM, timeoutMs: 5_000, clock });
    const retry = { fastMs: [1_000], capMs: 3_600_000, retryForMs: 10 * DAY };
    const dispatcher = createDispatcher({ store, crm: down, clock, retry, retainMs: 7 * DAY });
    const payload = { contact: { firstName: 'Julián', email: 'julian.vega@correo.com', mobilePhone: '3169876543' }, opportunities: [] };
    const { id } = await store.enqueue('lead', payload, randomUUID(), 'f'.repeat(64), RECEIPT);

    await dispatcher.sweep();
    now += 8 * DAY; // older than the retention, still inside its retry window
    await dispatcher.sweep();
    expect(await store.get(id)).toMatchObject({ status: 'pending', attempts: 2, payload });

    now += 2 * DAY + 1; // its window has closed: the next attempt parks it, the same sweep empties it
    await dispatcher.sweep();
    expect(await store.get(id)).toMatchObject({ status: 'exhausted', attempts: 3, payload: {}, fingerprint: '' });
    expect(await store.receipt(id)).toMatchObject({ channels: ['phone'], redactedAt: now });
  });
});
