/**
 * @jest-environment node
 *
 * Retention in the running sweep (docs/decisions/0012-consent-records.md): a lead with its consent
 * receipt is delivered to the CRM stand-in exactly as built, then the dispatcher's periodic sweep
 * empties it once LEADS_RETAIN_DAYS have passed, on an injected clock.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createContentService, DEMO_CRM, type ContentService } from '../../content-service/server.mjs';
import { createCrmClient } from './crm';
import { createDispatcher } from './dispatcher';
import { openSqliteOutbox } from './sqlite-store';
import type { OutboxStore } from './store';

const DAY = 86_400_000;
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
    const receipt = { noticeVersion: 'co-2026.11', noticeSha256: 'cd'.repeat(32), channels: ['phone' as const], pagePath: '/landing/pregrado', formId: 'co-form-landing' };
    const { id } = await store.enqueue('lead', payload, key, 'f'.repeat(64), receipt);

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
});
