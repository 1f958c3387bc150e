// Durable storage of what the CRM stand-in receives: one JSON line per accepted submission,
// fsync'd before answering, deduplicated by Idempotency-Key (a replay answers 409).
import { mkdirSync, openSync, writeSync, fsyncSync, closeSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

export function openSubmissions(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'crm-submissions.jsonl');
  const entries = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .flatMap((line) => {
          try {
            return [JSON.parse(line)];
          } catch {
            return []; // a torn last line after a crash
          }
        })
    : [];
  const keys = new Set(entries.map((e) => `${e.kind}:${e.idempotencyKey}`));

  return {
    /** @returns {'created' | 'duplicate'} */
    add(kind, idempotencyKey, body) {
      const id = `${kind}:${idempotencyKey}`;
      if (keys.has(id)) return 'duplicate';
      const entry = { kind, idempotencyKey, receivedAt: new Date().toISOString(), body };
      const fd = openSync(file, 'a');
      try {
        writeSync(fd, `${JSON.stringify(entry)}\n`);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      keys.add(id);
      entries.push(entry);
      return 'created';
    },
    list(kind) {
      return entries.filter((e) => !kind || e.kind === kind);
    },
  };
}
