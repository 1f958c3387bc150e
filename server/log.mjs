// @ts-check
// The process's one logger (pino): a JSON line per event on stdout, with its ISO time, its level
// as a label, the service, release and instance that wrote it, and the id of the request being
// answered when there is one (server/request-context.mjs). The adapter and the code Next bundles
// (lib/log.ts re-exports this with its types) share one pino instance on a process-wide slot.
//
// Callers pass a stable event name and identifiers and counts only, never a visitor's personal
// data; string values are length-capped so that a crafted URL cannot flood the log, and fields
// named like personal data or credentials are redacted should one slip in. The fields are flat (a
// value is a scalar or a list), so the redaction is a lookup per field here rather than pino's
// path redaction, which clones and re-serialises every line.
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { currentRequestId } from './request-context.mjs';

/** @typedef {string | number | boolean | null | undefined | string[]} Value */
/** @typedef {Record<string, Value>} Fields */

const MAX_STRING = 200;
const MAX_LIST = 20;

/** Field names never written as they are: a lead's personal data, a visitor's credentials. */
const PERSONAL = new Set(['email', 'phone', 'mobile', 'document', 'firstname', 'lastname', 'cookie', 'set-cookie', 'authorization', 'x-api-key', 'password', 'token']);
/** @param {string} key */
const personal = (key) => PERSONAL.has(key.toLowerCase());
const REDACTED = '[redacted]';

/** @param {string} path @returns {string | undefined} */
const readTrimmed = (path) => {
  try {
    return readFileSync(path, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
};

/**
 * Which build of the site wrote a line: `RELEASE` as the deploy names it, else Next's build id,
 * else the package's version.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} dir the site's folder
 */
export function releaseOf(env, dir) {
  if (env.RELEASE) return env.RELEASE;
  const buildId = readTrimmed(join(dir, '.next', 'BUILD_ID'));
  if (buildId) return buildId;
  const pkg = readTrimmed(join(dir, 'package.json'));
  return pkg ? String(JSON.parse(pkg).version) : 'unknown';
}

/**
 * Lines of `level` and above are written (`LOG_LEVEL`, `info` by default; lib/config/env.ts stops
 * a server at start on a value that is no level). Under Jest (`NODE_ENV=test`) errors alone, through
 * `console`, which Jest keeps with the test that wrote them (and tests may watch).
 * @param {NodeJS.ProcessEnv} env
 * @returns {pino.Logger}
 */
function createLogger(env) {
  const test = env.NODE_ENV === 'test';
  const level = env.LOG_LEVEL && env.LOG_LEVEL in pino.levels.values ? env.LOG_LEVEL : test ? 'error' : 'info';
  /** @type {pino.LoggerOptions} */
  const options = {
    level,
    base: {
      service: env.OTEL_SERVICE_NAME || 'university-site',
      release: releaseOf(env, process.cwd()),
      instance: env.INSTANCE_ID || `${hostname()}:${process.pid}`,
    },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  // Written synchronously: the lines keep their order and none is lost when the process exits
  // (an asynchronous write under way at the exit lands after the last buffer, or not at all).
  if (!test) return pino(options, pino.destination({ dest: 1, sync: true }));
  /** @type {pino.DestinationStream} */
  const viaConsole = {
    write: (line) => {
      const { level } = JSON.parse(line);
      (level === 'error' || level === 'fatal' ? console.error : level === 'warn' ? console.warn : console.log)(line.trimEnd());
    },
  };
  return pino(options, viaConsole);
}

const SLOT = Symbol.for('university-site.logger');
const holder = /** @type {{ [SLOT]?: pino.Logger }} */ (globalThis);

/** The process's pino instance, made on first use. */
const root = () => (holder[SLOT] ??= createLogger(process.env));

/**
 * A value as written: strings and lists capped; an object a JavaScript caller slipped past the
 * types (headers, say) keeps its scalars, its personal or credential fields redacted.
 * @param {unknown} value @returns {unknown}
 */
const cap = (value) => {
  if (typeof value === 'string') return value.slice(0, MAX_STRING);
  if (Array.isArray(value)) return value.slice(0, MAX_LIST).map((v) => String(v).slice(0, MAX_STRING));
  if (value === null || typeof value !== 'object') return value;
  /** @type {Record<string, unknown>} */
  const flat = {};
  for (const [key, inner] of Object.entries(value)) flat[key] = personal(key) ? REDACTED : typeof inner === 'object' && inner !== null ? '[object]' : cap(inner);
  return flat;
};

/** @param {'info' | 'warn' | 'error'} level @param {string} event @param {Fields} [fields] */
function write(level, event, fields = {}) {
  const log = root();
  if (!log.isLevelEnabled(level)) return;
  /** @type {Record<string, unknown>} */
  const line = { event };
  for (const [key, value] of Object.entries(fields)) if (key !== 'event') line[key] = personal(key) ? REDACTED : cap(value);
  log[level](line);
}

/** `logger.info(event, fields)`: one line for a stable event name. */
export const logger = {
  /** @param {string} event @param {Fields} [fields] */
  info: (event, fields) => write('info', event, fields),
  /** @param {string} event @param {Fields} [fields] */
  warn: (event, fields) => write('warn', event, fields),
  /** @param {string} event @param {Fields} [fields] */
  error: (event, fields) => write('error', event, fields),
};
