import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * `npm run leads -- …args` as a real process, against the stores `env` names (DATA_DIR for the
 * SQLite file, DATABASE_URL for PostgreSQL) with the key `env` gives (PERSONAL_HASH_SECRET, or
 * ALLOW_DEMO_SECRETS for the demo one): none is inherited from the test's environment.
 */
export function runLeadsCli(env: Record<string, string>, args: string[]) {
  const { DATABASE_URL: _db, DATA_DIR: _dir, PERSONAL_HASH_SECRET: _key, ALLOW_DEMO_SECRETS: _demo, ...inherited } = process.env;
  const run = spawnSync(process.execPath, [join(__dirname, '../scripts/leads.mjs'), ...args], { env: { ...inherited, ...env }, encoding: 'utf8', timeout: 30_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
