// A person's data in the lead outbox, for `npm run leads -- receipts | erase <email>`
// (docs/decisions/0012-consent-records.md). Works on any store that offers
//   all(sql, args) → rows, transaction([{ sql, args }]) and hasReceipts() → boolean,
// with `?` placeholders (scripts/leads.mjs numbers them for PostgreSQL).
import { createHmac } from 'node:crypto';

/** The same key and hash as lib/consent/personal-hash.ts (one spelling per value, then HMAC-SHA256). */
export const DEMO_PERSONAL_HASH_SECRET = 'demo-personal-hash-secret';
export const normalizePersonal = (value) => value.normalize('NFKC').trim().toLowerCase();
export const personalHash = (secret, value) =>
  normalizePersonal(value) === '' ? '' : createHmac('sha256', secret).update(normalizePersonal(value), 'utf8').digest('hex');

/** The submitter's e-mail in a payload of any kind (as lib/consent/personal-hash.ts reads it). */
function payloadEmail(payload) {
  const found = [payload?.contact?.email, payload?.potential?.email, payload?.email].find((v) => typeof v === 'string' && v.trim() !== '');
  return found ?? '';
}

const CHANNELS = { phone: 'llamada', whatsapp: 'WhatsApp', sms: 'SMS', email: 'correo electrónico' };
const STATUS = { pending: 'pendiente', delivered: 'entregado', rejected: 'rechazado', exhausted: 'agotado' };
const iso = (ms) => new Date(Number(ms)).toISOString();
const parse = (payload) => (typeof payload === 'string' ? JSON.parse(payload) : payload);

async function requireReceipts(store) {
  if (!(await store.hasReceipts())) throw new Error(store.upgradeHint);
}

/** The lines that describe one receipt to an operator answering the person. */
function describeReceipt(row, hash) {
  const lead = row.lead_status ? `${row.lead_kind}, ${STATUS[row.lead_status] ?? row.lead_status}` : 'ya no está en la bandeja';
  const channels = (typeof row.channels === 'string' ? JSON.parse(row.channels) : row.channels).map((c) => CHANNELS[c] ?? c);
  const guardian =
    row.guardian_name !== null && row.guardian_name !== undefined
      ? `${row.guardian_name}, documento ${row.guardian_document}, ${row.guardian_email}`
      : row.guardian_email_hash
        ? 'sí (sus datos ya no se conservan en claro)'
        : 'no';
  const lines = [
    `  recibo del lead ${row.lead_id} (${lead})${row.email_hash === hash ? '' : ', como madre, padre o acudiente'}`,
    `    fecha: ${iso(row.recorded_at)}`,
    `    aviso: versión ${row.notice_version}, sha256 ${row.notice_sha256}`,
    `    canales autorizados: ${channels.length ? channels.join(', ') : 'ninguno'}`,
    `    página: ${row.page_path} · formulario: ${row.form_id}`,
    `    acudiente: ${guardian}`,
  ];
  if (row.redacted_at !== null && row.redacted_at !== undefined) lines.push(`    datos personales retirados (retención): ${iso(row.redacted_at)}`);
  if (row.erased_at !== null && row.erased_at !== undefined) lines.push(`    suprimido a petición: ${iso(row.erased_at)}`);
  return lines;
}

/** Print the receipts of `email` (as the person, or as a minor's guardian) in one store. */
export async function printReceipts(store, email, secret) {
  await requireReceipts(store);
  const hash = personalHash(secret, email);
  const rows = await store.all(
    `SELECT r.*, o.status AS lead_status, o.kind AS lead_kind FROM consent_receipts r LEFT JOIN outbox o ON o.id = r.lead_id
     WHERE r.email_hash = ? OR r.guardian_email_hash = ? ORDER BY r.recorded_at, r.lead_id`,
    [hash, hash],
  );
  console.log(`  ${rows.length} recibo(s) de consentimiento`);
  for (const row of rows) for (const line of describeReceipt(row, hash)) console.log(line);
  return rows.length;
}

/**
 * Remove the person's entries (any status) and the personal fields of their receipts, and record
 * one audit line without personal data. The receipts stay, so that the authorisation once given
 * and its withdrawal can still be shown.
 */
export async function erase(store, email, secret, now) {
  await requireReceipts(store);
  const hash = personalHash(secret, email);
  const normal = normalizePersonal(email);
  // Entries older than receipts carry no hash: their payload says whose they are.
  const candidates = await store.all("SELECT id, status, payload, email_hash FROM outbox WHERE email_hash = ? OR (email_hash = '' AND redacted_at IS NULL)", [hash]);
  const leads = candidates.filter((r) => r.email_hash === hash || normalizePersonal(payloadEmail(parse(r.payload))) === normal);
  const receipts = await store.all('SELECT lead_id FROM consent_receipts WHERE email_hash = ? OR guardian_email_hash = ?', [hash, hash]);
  const receiptIds = [...new Set([...receipts.map((r) => String(r.lead_id)), ...leads.map((r) => String(r.id))])];
  const byStatus = {};
  for (const lead of leads) byStatus[lead.status] = (byStatus[lead.status] ?? 0) + 1;
  const audit = { at: iso(now), action: 'erase', leads: leads.length, byStatus, receipts: receiptIds.length, leadIds: leads.map((r) => String(r.id)) };
  await store.transaction([
    ...leads.map((r) => ({ sql: 'DELETE FROM outbox WHERE id = ?', args: [r.id] })),
    ...receiptIds.map((id) => ({
      sql: 'UPDATE consent_receipts SET guardian_name = NULL, guardian_document = NULL, guardian_email = NULL, erased_at = COALESCE(erased_at, ?) WHERE lead_id = ?',
      args: [now, id],
    })),
    { sql: 'INSERT INTO privacy_audit (at, action, detail) VALUES (?, ?, ?)', args: [now, 'erase', JSON.stringify(audit)] },
  ]);
  await store.afterErase?.();
  const counts = Object.entries(byStatus).map(([s, n]) => `${n} ${STATUS[s] ?? s}`);
  console.log(`  ${leads.length} lead(s) suprimido(s)${counts.length ? ` (${counts.join(', ')})` : ''}; ${receiptIds.length} recibo(s) sin datos personales.`);
  console.log(`  auditoría: ${JSON.stringify(audit)}`);
  return audit;
}
