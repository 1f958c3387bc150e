import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { TEST_SECRETS } from '../test/secrets.cjs';

/**
 * Leads through the API, as the browser's form sends them, and what the CRM stand-in and the
 * PostgreSQL outbox hold (the multi-instance and long-outage specs).
 */
export const FORM = { kind: 'lead', formId: 'co-form-landing', pathname: '/landing/pregrado' } as const;

const VALUES = {
  firstName: 'Valentina',
  lastName: 'Gómez Restrepo',
  documentType: 'CC',
  documentNumber: '1020304050',
  email: 'x@correo.com',
  mobilePhone: '3101234567',
  state: 'bogota-dc',
  city: 'bogota',
  program: 'co-ing-sistemas',
  donotdisturblaw: 'si',
  habeasData: true,
};

/** A valid body of the landing form, filled 10 s ago (the route refuses under 3 s). */
export const leadBody = (email: string) => ({ formId: FORM.formId, pathname: FORM.pathname, startedAt: Date.now() - 10_000, website: '', values: { ...VALUES, email } });

export const emailFor = (tag: string, i = 0) => `${tag}.${randomUUID().slice(0, 8)}.${i}@correo.com`;

export async function postLead(siteUrl: string, email: string, forwardedFor: string, key = randomUUID()) {
  try {
    const res = await fetch(`${siteUrl}/api/forms/${FORM.kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': forwardedFor },
      body: JSON.stringify(leadBody(email)),
    });
    await res.arrayBuffer();
    return { status: res.status, key };
  } catch {
    return { status: 0, key }; // no answer: not acknowledged
  }
}

export type Stored = { kind: string; idempotencyKey: string; receivedAt: string; body: Record<string, unknown> };

/** Everything the CRM stand-in stored under `/leads` (token + GET, its own API). */
export async function crmLeads(crmUrl: string): Promise<Stored[]> {
  const res = await fetch(`${crmUrl}/token`, {
    method: 'POST',
    headers: { authorization: TEST_SECRETS.CRM_AUTHORIZATION ?? '', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: TEST_SECRETS.CRM_USERNAME ?? '', password: TEST_SECRETS.CRM_PASSWORD ?? '' }),
  });
  const { access_token: token } = (await res.json()) as { access_token: string };
  return (await (await fetch(`${crmUrl}/leads`, { headers: { authorization: `Bearer ${token}` } })).json()) as Stored[];
}

/** Outbox rows of the PostgreSQL store by status. */
export async function pgOutbox(url: string): Promise<{ key: string; status: string; attempts: number }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ idempotency_key: string; status: string; attempts: number }>('SELECT idempotency_key, status, attempts FROM outbox');
    return rows.map((r) => ({ key: r.idempotency_key, status: r.status, attempts: r.attempts }));
  } finally {
    await client.end();
  }
}

/** Run `task` over `items`, at most `width` at once, keeping the order of results. */
export async function runPool<T, R>(items: T[], width: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i] as T, i);
      }
    }),
  );
  return results;
}
