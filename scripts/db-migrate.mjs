// Creates or updates the PostgreSQL schema of the lead outbox and the field data (DATABASE_URL): applies, in name
// order, each lib/leads/migrations/*.sql not yet recorded in schema_migrations, each in its own
// transaction, under an advisory lock so that two instances deploying at once apply it once.
// The site never creates its schema implicitly.
//   npm run db:migrate
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const DIR = join(fileURLToPath(new URL('.', import.meta.url)), '../lib/leads/migrations');
const LOCK = 7_240_512; // any constant shared by every instance running this script

/** Apply pending migrations to `url`; resolves with the names applied now. */
export async function migrate(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const applied = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await client.query('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    for (const name of readdirSync(DIR).filter((f) => f.endsWith('.sql')).sort()) {
      if (done.has(name)) continue;
      await client.query('BEGIN');
      try {
        await client.query(readFileSync(join(DIR, name), 'utf8'));
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`${name}: ${error.message}`);
      }
      applied.push(name);
    }
  } finally {
    await client.end();
  }
  return applied;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL no está definida: la bandeja de salida usa SQLite y no necesita migraciones.');
    process.exit(2);
  }
  migrate(url).then(
    (applied) => console.log(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'El esquema ya está al día.'),
    (error) => {
      console.error(`Migración fallida: ${error.message}`);
      process.exit(1);
    },
  );
}
