/**
 * Structured one-line logs: `logger.info|warn|error(event, fields)`, the process's one pino
 * logger (server/log.mjs, shared with the adapter). Callers pass identifiers and counts only:
 * never a lead's personal data. Values are length-capped so a crafted URL cannot flood the log.
 */
import { processCache } from '@/lib/cache/lru';
import { logger as shared } from '@/server/log.mjs';

type Fields = Record<string, string | number | boolean | null | undefined | string[]>;
type Log = (event: string, fields?: Fields) => void;

export const logger: { info: Log; warn: Log; error: Log } = shared;

/** Keys already logged: bounded, since a key may carry upstream data (a block kind). */
const seen = processCache<string, true>('logged-once', { max: 1_000 });

/** Log an event once per process (e.g. an unknown block kind seen on every request). */
export function logOnce(key: string, event: string, fields?: Fields) {
  if (seen.has(key)) return;
  seen.set(key, true);
  logger.warn(event, fields);
}
