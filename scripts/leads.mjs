// The lead outbox from the command line (it lives in $DATA_DIR/outbox.db, see lib/leads):
//   npm run leads -- status     counts by status
//   npm run leads -- replay     exhausted leads (the CRM was down past their 5 attempts) go back
//                               to pending; the running site's sweep delivers them, each with its
//                               own Idempotency-Key, so a lead the CRM already has stays single.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createClient } from '@libsql/client';

const file = join(resolve(process.env.DATA_DIR ?? './.data'), 'outbox.db');
const command = process.argv[2] ?? 'status';
if (!['status', 'replay'].includes(command)) {
  console.error('Uso: npm run leads -- status | replay');
  process.exit(2);
}
if (!existsSync(file)) {
  console.log(`No hay bandeja de salida en ${file}: ningún lead recibido todavía.`);
  process.exit(0);
}
const db = createClient({ url: `file:${file}` });
await db.execute('PRAGMA busy_timeout=5000');
if (command === 'replay') {
  const now = Date.now();
  const result = await db.execute({
    sql: "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, updated_at = ? WHERE status = 'exhausted'",
    args: [now, now],
  });
  console.log(`${result.rowsAffected} lead(s) agotado(s) vuelven a la cola de entrega.`);
}
const counts = await db.execute('SELECT status, COUNT(*) AS n FROM outbox GROUP BY status ORDER BY status');
for (const row of counts.rows) console.log(`${String(row.status).padEnd(10)} ${row.n}`);
db.close();
