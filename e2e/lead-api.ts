import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { FILL_WAIT_MS } from '../lib/forms/submission';
import { LEAD_FORM, leadBody } from '../test/lead-values';
import { filled, openForm } from '../test/rendered-form.mjs';
import { TEST_SECRETS } from '../test/secrets.cjs';

/**
 * Leads through the API, as the browser's form sends them, and what the CRM stand-in and the
 * outbox hold (the lead fault, multi-instance and long-outage specs).
 */
export { LEAD_FORM };

export const emailFor = (tag: string, i = 0) => `${tag}.${randomUUID().slice(0, 8)}.${i}@correo.com`;

const opened = new Map<string, ReturnType<typeof openForm>>();

/**
 * A valid lead body for `email` as co's landing form sends it from the site at `siteUrl`, and the
 * `cookie` header its browser has: the page is loaded once per site for its render token and form
 * clock, and the body is given once a person could have filled the form (the route times it).
 */
export async function readyLead(siteUrl: string, email: string) {
  let form = opened.get(siteUrl);
  if (!form) {
    form = openForm(siteUrl, LEAD_FORM, FILL_WAIT_MS);
    opened.set(siteUrl, form);
    form.catch(() => opened.delete(siteUrl)); // loaded again by the next lead
  }
  const page = await form;
  await filled(page);
  return { body: leadBody(email, page.token), cookie: page.cookie };
}

/** POST a valid lead for `email` from the client `forwardedFor`; status 0 when no answer came (not acknowledged). */
export async function postLead(siteUrl: string, email: string, forwardedFor: string, key: string = randomUUID()) {
  const { body, cookie } = await readyLead(siteUrl, email);
  try {
    const res = await fetch(`${siteUrl}/api/forms/${LEAD_FORM.kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': forwardedFor, cookie },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return { status: res.status, key };
  } catch {
    return { status: 0, key }; // no answer: not acknowledged
  }
}

export type Stored = { kind: string; idempotencyKey: string; receivedAt: string; body: Record<string, unknown> };
export type CrmPath = '/leads' | '/potentials' | '/landing-forms' | '/web-cases' | '/subscriptions';

/** Everything the CRM stand-in at `crmUrl` stored under `path` (token + GET, its own API). */
export async function crmList(crmUrl: string, path: CrmPath = '/leads'): Promise<Stored[]> {
  const res = await fetch(`${crmUrl}/token`, {
    method: 'POST',
    headers: { authorization: TEST_SECRETS.CRM_AUTHORIZATION ?? '', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: TEST_SECRETS.CRM_USERNAME ?? '', password: TEST_SECRETS.CRM_PASSWORD ?? '' }),
  });
  const { access_token: token } = (await res.json()) as { access_token: string };
  const list = await fetch(crmUrl + path, { headers: { authorization: `Bearer ${token}` } });
  if (!list.ok) throw new Error(`GET ${path} of the CRM stand-in answered ${list.status}`);
  return (await list.json()) as Stored[];
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
