import { TEST_SECRETS } from '../test/secrets.cjs';

export type CrmEntry = { idempotencyKey: string; body: Record<string, unknown> };

/** What the CRM stand-in received at `path`, through its own API (token + list). */
export async function crmEntries(path: '/leads' | '/potentials' | '/landing-forms'): Promise<CrmEntry[]> {
  const crm = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT}`;
  const token = await fetch(`${crm}/token`, {
    method: 'POST',
    headers: { authorization: TEST_SECRETS.CRM_AUTHORIZATION ?? '', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: TEST_SECRETS.CRM_USERNAME ?? '', password: TEST_SECRETS.CRM_PASSWORD ?? '' }),
  });
  const { access_token } = (await token.json()) as { access_token: string };
  return (await fetch(crm + path, { headers: { authorization: `Bearer ${access_token}` } })).json();
}

/** The entries at `path` whose body mentions `needle` (a test's unique e-mail). */
export async function crmEntriesWith(path: '/leads' | '/potentials' | '/landing-forms', needle: string): Promise<CrmEntry[]> {
  return (await crmEntries(path)).filter((e) => JSON.stringify(e.body).includes(needle));
}
