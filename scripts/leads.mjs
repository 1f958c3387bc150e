// The lead outbox from the command line: the SQLite file ($DATA_DIR/outbox.db) and, with
// DATABASE_URL, the PostgreSQL outbox (see lib/leads):
//   npm run leads -- status     per store: counts by status, and the age of the oldest pending lead
//   npm run leads -- replay     parked (exhausted) leads go back to pending with a fresh retry
//                               window; the running site's sweep delivers them, each with its own
//                               Idempotency-Key, so a lead the CRM already has stays single. One
//                               that retention emptied has nothing left to send: it stays parked.
//   npm run leads -- receipts <email>   per store: the person's consent receipts (also as a
//                               minor's guardian), found by the keyed hash of the e-mail
//   npm run leads -- erase <email>      per store: removes the person's entries and the personal
//                               fields of their receipts, with an audit line without personal data
//                               (docs/decisions/0012-consent-records.md)
//                               Both need the site's PERSONAL_HASH_SECRET (the demo key only with
//                               ALLOW_DEMO_SECRETS=1 or true): without it they refuse, exit 2.
//   npm run leads -- campaigns [7|30|90]  per store: leads by source, medium, campaign and landing
//                               over 7, 30 and 90 days (or the one period), delivered/pending/failed;
//                               aggregates only, the figures of the workbench's report
//                               (docs/decisions/0013-staff-workbench.md)
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import pg from 'pg';
import { demoSecretsAllowed } from '../lib/config/demo-secrets.mjs';
import { campaignCounts } from '../lib/leads/campaign-counts.mjs';
import { DEMO_PERSONAL_HASH_SECRET, erase, printReceipts } from './leads-privacy.mjs';

const STATUSES = ['pending', 'delivered', 'rejected', 'exhausted'];
const PERIODS = [7, 30, 90];
// Parked leads that still hold their payload (retention empties settled ones: lib/leads/store.ts).
const REPLAYABLE = "status = 'exhausted' AND redacted_at IS NULL";
// The same query as the stores' campaignRows (lib/leads/sqlite-store.ts, pg-store.ts).
const CAMPAIGN_SQL = "SELECT campaign, status, COUNT(*) AS count FROM outbox WHERE created_at >= ? AND campaign <> '' GROUP BY campaign, status";

/** "3 h 12 min", "45 s": how long the oldest pending lead has waited. */
function formatAge(ms) {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return `${h} h ${min % 60} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

function sqliteStore(dataDir) {
  const file = join(resolve(dataDir), 'outbox.db');
  if (!existsSync(file)) return null;
  const db = createClient({ url: `file:${file}` });
  const query = async (sql, args = []) => (await db.execute({ sql, args })).rows;
  return {
    name: `SQLite ${file}`,
    // secure_delete: what an erasure removes is zeroed in the file, not left in free pages.
    ready: async () => {
      await db.execute('PRAGMA busy_timeout=5000');
      await db.execute('PRAGMA secure_delete=ON');
    },
    all: query,
    transaction: (statements) => db.batch(statements, 'write'),
    hasReceipts: async () => (await query("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'consent_receipts'")).length > 0,
    upgradeHint: 'la bandeja de salida es de una versión anterior: arranca el sitio una vez para ponerla al día',
    afterErase: () => db.execute('PRAGMA wal_checkpoint(TRUNCATE)'),
    counts: () => query('SELECT status, COUNT(*) AS n FROM outbox GROUP BY status'),
    campaignRows: (since) => query(CAMPAIGN_SQL, [since]),
    oldestPending: async () => (await query("SELECT MIN(created_at) AS at FROM outbox WHERE status = 'pending'"))[0]?.at,
    replay: async (now) =>
      (await db.execute({ sql: `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, created_at = ?, updated_at = ? WHERE ${REPLAYABLE}`, args: [now, now, now] }))
        .rowsAffected,
    close: async () => db.close(),
  };
}

function pgStore(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  const query = async (sql, args = []) => (await client.query(sql, args)).rows;
  // The privacy commands write `?`; PostgreSQL numbers its parameters.
  const numbered = (sql) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  return {
    name: `PostgreSQL ${new URL(url).host}${new URL(url).pathname}`,
    ready: () => client.connect(),
    all: (sql, args) => query(numbered(sql), args),
    transaction: async (statements) => {
      await client.query('BEGIN');
      try {
        for (const { sql, args } of statements) await client.query(numbered(sql), args);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    hasReceipts: async () => Boolean((await query("SELECT to_regclass('consent_receipts')::text AS t"))[0]?.t),
    upgradeHint: 'falta la tabla consent_receipts: ejecuta `npm run db:migrate`',
    counts: () => query('SELECT status, COUNT(*)::int AS n FROM outbox GROUP BY status'),
    campaignRows: (since) => query(CAMPAIGN_SQL.replace('?', '$1').replace('COUNT(*)', 'COUNT(*)::int'), [since]),
    oldestPending: async () => (await query("SELECT MIN(created_at) AS at FROM outbox WHERE status = 'pending'"))[0]?.at,
    // The replayed lead's retry window starts again now (created_at is its window's start).
    replay: async (now) =>
      (await client.query(`UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, created_at = $1, updated_at = $1 WHERE ${REPLAYABLE}`, [now]))
        .rowCount,
    close: () => client.end(),
  };
}

const USAGE = 'Uso: npm run leads -- status | replay | campaigns [7|30|90] | receipts <correo> | erase <correo>';
const NO_KEY =
  'Falta PERSONAL_HASH_SECRET: sin la clave con la que el sitio guardó los recibos no se encuentra a nadie por su correo. ' +
  'Defínela con el mismo valor que usa el sitio, o ALLOW_DEMO_SECRETS=1 para la clave de demostración (la de npm start).';

/**
 * The key of the keyed hashes, as the site has it: a person is found only under the key their
 * entries were kept with, so the demo key is used only when demo secrets are allowed, never as a
 * silent stand-in for a missing one (docs/decisions/0012-consent-records.md). Null: no key.
 */
function personalHashSecret(source) {
  if (source.PERSONAL_HASH_SECRET?.trim()) return source.PERSONAL_HASH_SECRET;
  return demoSecretsAllowed(source.ALLOW_DEMO_SECRETS) ? DEMO_PERSONAL_HASH_SECRET : null;
}

async function main(command, email) {
  const privacy = command === 'receipts' || command === 'erase';
  const badPeriod = command === 'campaigns' && email !== undefined && !PERIODS.includes(Number(email));
  if (!['status', 'replay', 'campaigns', 'receipts', 'erase'].includes(command) || (privacy && !/^[^\s@]+@[^\s@]+$/.test(email ?? '')) || badPeriod) {
    console.error(USAGE);
    return 2;
  }
  const secret = personalHashSecret(process.env);
  if (privacy && secret === null) {
    console.error(NO_KEY);
    return 2;
  }
  const sqlite = sqliteStore(process.env.DATA_DIR ?? './.data');
  const stores = [process.env.DATABASE_URL ? pgStore(process.env.DATABASE_URL) : null, sqlite].filter(Boolean);
  if (stores.length === 0) {
    console.log('No hay bandeja de salida: ningún lead recibido todavía.');
    return 0;
  }
  let failed = false;
  for (const store of stores) {
    console.log(store.name);
    try {
      await store.ready();
      // A person's data may be in either store (an instance moved to PostgreSQL keeps its file).
      if (command === 'receipts') await printReceipts(store, email, secret);
      else if (command === 'erase') await erase(store, email, secret, Date.now());
      else if (command === 'campaigns') await printCampaigns(store, email ? [Number(email)] : PERIODS);
      else await printStatus(store, command === 'replay' && store === stores[0]);
    } catch (error) {
      failed = true;
      console.error(`  no disponible: ${error.message}`);
    } finally {
      await store.close().catch(() => undefined);
    }
  }
  if (command === 'erase') console.log('Los leads ya entregados están también en el CRM: pide allí su supresión.');
  return failed ? 1 : 0;
}

/** Counts by status and the oldest pending lead's age; `replay` first (only the store the site uses). */
async function printStatus(store, replay) {
  if (replay) {
    console.log(`  ${await store.replay(Date.now())} lead(s) agotado(s) vuelven a la cola de entrega.`);
    const [emptied] = await store.all("SELECT COUNT(*) AS n FROM outbox WHERE status = 'exhausted' AND redacted_at IS NOT NULL");
    if (Number(emptied?.n) > 0) console.log(`  ${Number(emptied?.n)} lead(s) agotado(s) sin datos personales (retención): no se pueden reenviar.`);
  }
  const counts = Object.fromEntries((await store.counts()).map((r) => [String(r.status), Number(r.n)]));
  for (const status of STATUSES) console.log(`  ${status.padEnd(10)} ${counts[status] ?? 0}`);
  const oldest = await store.oldestPending();
  console.log(`  pendiente más antiguo: ${oldest === null || oldest === undefined ? '—' : `hace ${formatAge(Date.now() - Number(oldest))}`}`);
}


/** Leads by campaign per period: aggregates only, never a person. */
async function printCampaigns(store, periods) {
  const now = Date.now();
  for (const days of periods) {
    const lines = campaignCounts(await store.campaignRows(now - days * 86_400_000));
    console.log(`  últimos ${days} días: ${lines.reduce((t, l) => t + l.total, 0)} lead(s)`);
    for (const l of lines) {
      const name = [l.source || '—', l.medium || '—', l.campaign || '—', l.landing || '—'].join(' / ');
      console.log(`    ${name}  total ${l.total}  entregados ${l.delivered}  pendientes ${l.pending}  fallidos ${l.failed}`);
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main(process.argv[2] ?? 'status', process.argv[3]).then((code) => {
    process.exitCode = code;
  });
}
