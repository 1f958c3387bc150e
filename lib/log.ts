/**
 * Structured one-line logs. Callers pass identifiers and counts only: never a lead's personal
 * data. Values are length-capped so a crafted URL cannot flood the log.
 */
import { processCache } from '@/lib/cache/lru';

type Fields = Record<string, string | number | boolean | null | undefined | string[]>;

const cap = (v: Fields[string]) => (typeof v === 'string' ? v.slice(0, 200) : v);

function write(level: 'info' | 'warn' | 'error', event: string, fields: Fields = {}) {
  if (process.env.NODE_ENV === 'test' && level !== 'error') return;
  const line = JSON.stringify({
    level,
    event,
    ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, cap(v)])),
  });
  (level === 'info' ? console.log : level === 'warn' ? console.warn : console.error)(line);
}

export const logger = {
  info: (event: string, fields?: Fields) => write('info', event, fields),
  warn: (event: string, fields?: Fields) => write('warn', event, fields),
  error: (event: string, fields?: Fields) => write('error', event, fields),
};

/** Keys already logged: bounded, since a key may carry upstream data (a block kind). */
const seen = processCache<string, true>('logged-once', { max: 1_000 });

/** Log an event once per process (e.g. an unknown block kind seen on every request). */
export function logOnce(key: string, event: string, fields?: Fields) {
  if (seen.has(key)) return;
  seen.set(key, true);
  logger.warn(event, fields);
}
