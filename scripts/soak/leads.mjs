// Leads posted during a burst and what the CRM stand-in received of them: each acknowledged lead
// must arrive exactly once, each refused one (503 with Retry-After) never, and no other answer.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { filled, openForm } from '../../test/rendered-form.mjs';

const { form, values } = createRequire(import.meta.url)('../../test/lead-values.json');
/** The enhanced form's own wait before it sends (FILL_WAIT_MS, lib/forms/submission.ts). */
const FILL_WAIT_MS = 3_250;

/** The landing's form as a browser loads it, tried again while the site sheds load until `until`. */
async function openLanding(siteUrl, until) {
  for (;;) {
    try {
      return await openForm(siteUrl, form, FILL_WAIT_MS);
    } catch (error) {
      if (Date.now() >= until) throw error;
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
}

/**
 * Post `count` valid leads of co's landing form to `siteUrl`, evenly spread until `until` (ms
 * epoch), each from its own client address (the site runs with TRUST_PROXY=1, as behind a
 * balancer) and with its own e-mail, with the render token of the page loaded first. Resolves
 * with each lead's e-mail, status and Retry-After.
 */
export async function postLeads(siteUrl, { until, count = 0, tag = 'soak' }) {
  if (count === 0) return [];
  const page = await openLanding(siteUrl, until);
  await filled(page);
  const gap = Math.max(0, until - Date.now()) / count;
  const posted = [];
  for (let i = 0; i < count; i++) {
    const email = `${tag}.${randomUUID().slice(0, 8)}.${i}@correo.com`;
    const lead = { email, status: 0, retryAfter: null };
    posted.push(lead);
    try {
      const res = await fetch(`${siteUrl}/api/forms/${form.kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, cookie: page.cookie },
        body: JSON.stringify({ formId: form.formId, pathname: form.pathname, token: page.token, website: '', notice: form.notice, values: { ...values, email } }),
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      lead.status = res.status;
      lead.retryAfter = res.headers.get('retry-after');
    } catch {
      lead.status = 0; // no answer: not acknowledged, so it must not arrive either
    }
    await new Promise((r) => setTimeout(r, gap));
  }
  return posted;
}

/** Everything the CRM stand-in at `crmUrl` received under /leads, by its own API. */
export async function crmLeads(crmUrl, { username, password, authorization }) {
  const token = await fetch(`${crmUrl}/token`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  });
  const { access_token: bearer } = await token.json();
  const list = await fetch(`${crmUrl}/leads`, { headers: { authorization: `Bearer ${bearer}` } });
  if (!list.ok) throw new Error(`GET /leads del CRM de prueba respondió ${list.status}`);
  return list.json();
}

/** How many times the CRM received each e-mail of `posted`. */
export function receivedCounts(posted, received) {
  const counts = new Map(posted.map((l) => [l.email, 0]));
  for (const entry of received) {
    const text = JSON.stringify(entry.body);
    for (const email of counts.keys()) if (text.includes(email)) counts.set(email, counts.get(email) + 1);
  }
  return counts;
}
