import { afterEach, describe, expect, it, jest } from '@jest/globals';

/** The lead delivery settings of lib/config/env.ts: optional, validated, defaults untouched. */
const VARS = [
  'LEADS_BACKOFF_MS',
  'LEADS_LEASE_MS',
  'DATABASE_URL',
  'REDIS_URL',
  'TRUST_PROXY',
  'LEADS_RETRY_MAX_MS',
  'LEADS_RETRY_FOR_MS',
  'LEADS_MAX_PER_SECOND',
  'LEADS_SWEEP_MS',
  'LEADS_RETAIN_DAYS',
  'PERSONAL_HASH_SECRET',
  'CRM_CONSENT_RECEIPT',
  'CRM_CLICK_IDS',
  'INDEXNOW_KEY',
  'INDEXNOW_ENDPOINT',
  'STAFF_OIDC_EMAIL_VERIFIED',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
  'OTEL_EXPORTER_OTLP_PROTOCOL',
  'OTEL_SERVICE_NAME',
  'LOG_LEVEL',
] as const;
const saved = Object.fromEntries(VARS.map((k) => [k, process.env[k]]));

function readWith(vars: Partial<Record<(typeof VARS)[number], string>>) {
  for (const k of VARS) delete process.env[k];
  Object.assign(process.env, vars);
  let read: () => unknown = () => undefined;
  jest.isolateModules(() => {
    // A fresh module: env() caches its first reading.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { env } = require('./env') as typeof import('./env');
    read = env;
  });
  return read() as ReturnType<typeof import('./env').env>;
}

afterEach(() => {
  for (const k of VARS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

describe('LEADS_BACKOFF_MS and LEADS_LEASE_MS', () => {
  it('are unset by default (the dispatcher keeps 1/4/15/60 s and a 2-minute lease)', () => {
    const e = readWith({});
    expect(e.LEADS_BACKOFF_MS).toBeUndefined();
    expect(e.LEADS_LEASE_MS).toBeUndefined();
  });

  it('read a comma-separated list of waits and a lease in ms', () => {
    const e = readWith({ LEADS_BACKOFF_MS: '100, 200,300 ,400', LEADS_LEASE_MS: '5000' });
    expect(e.LEADS_BACKOFF_MS).toEqual([100, 200, 300, 400]);
    expect(e.LEADS_LEASE_MS).toBe(5000);
  });

  it.each([
    [{ LEADS_BACKOFF_MS: '' }],
    [{ LEADS_BACKOFF_MS: '1s,4s' }],
    [{ LEADS_BACKOFF_MS: '100,,200' }],
    [{ LEADS_BACKOFF_MS: '-1' }],
    [{ LEADS_BACKOFF_MS: '999999999' }],
    [{ LEADS_BACKOFF_MS: Array(11).fill('1').join(',') }],
    [{ LEADS_LEASE_MS: '10' }],
    [{ LEADS_LEASE_MS: 'abc' }],
  ])('refuse %j', (vars) => {
    expect(() => readWith(vars)).toThrow(/Configuración inválida/);
  });
});

describe('secrets in production (missingProductionSecrets)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { missingProductionSecrets, PRODUCTION_SECRETS } = require('./env') as typeof import('./env');
  const all = Object.fromEntries(PRODUCTION_SECRETS.map((k) => [k, `valor-${k}`]));

  it.each([
    ['development uses the demo values', { NODE_ENV: 'development' }, []],
    ['tests use the demo values', { NODE_ENV: 'test' }, []],
    ['production with every secret set', { NODE_ENV: 'production', ...all }, []],
    ['production without any', { NODE_ENV: 'production' }, [...PRODUCTION_SECRETS]],
    ['production with a blank password', { NODE_ENV: 'production', ...all, CRM_PASSWORD: '  ' }, ['CRM_PASSWORD']],
    ['production without the token secret', { NODE_ENV: 'production', ...all, CLIENT_TOKEN_SECRET: undefined }, ['CLIENT_TOKEN_SECRET']],
    ['production demo (npm start sets ALLOW_DEMO_SECRETS=1)', { NODE_ENV: 'production', ALLOW_DEMO_SECRETS: '1' }, []],
    ['production demo with ALLOW_DEMO_SECRETS=true', { NODE_ENV: 'production', ALLOW_DEMO_SECRETS: 'true' }, []],
    ...['0', 'false', 'no', 'yes', 'TRUE', ' 1', ''].map((value) => [`ALLOW_DEMO_SECRETS=${JSON.stringify(value)} allows nothing`, { NODE_ENV: 'production', ALLOW_DEMO_SECRETS: value }, [...PRODUCTION_SECRETS]] as const),
    ['next build needs none', { NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }, []],
  ])('%s', (_label, source, missing) => {
    expect(missingProductionSecrets(source as NodeJS.ProcessEnv)).toEqual(missing);
  });

  it.each([[undefined], ['0'], ['false']])('env() refuses to start in production without them, naming each one (ALLOW_DEMO_SECRETS=%s)', (allow) => {
    const saved = { ...process.env };
    try {
      for (const k of [...PRODUCTION_SECRETS, 'ALLOW_DEMO_SECRETS']) delete process.env[k];
      Object.assign(process.env, { NODE_ENV: 'production', CRM_USERNAME: 'sitio' }, allow === undefined ? {} : { ALLOW_DEMO_SECRETS: allow });
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { env } = require('./env') as typeof import('./env');
        expect(() => env()).toThrow(/faltan CRM_PASSWORD, CRM_AUTHORIZATION, CLIENT_TOKEN_SECRET, PERSONAL_HASH_SECRET, STAFF_OIDC_CLIENT_SECRET, STAFF_SESSION_SECRET en producción/);
      });
    } finally {
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
      Object.assign(process.env, saved);
    }
  });
});

describe('several instances: DATABASE_URL, REDIS_URL, TRUST_PROXY and the retry schedule', () => {
  it('default to the embedded, single-process setup', () => {
    const e = readWith({});
    expect([e.DATABASE_URL, e.REDIS_URL, e.TRUST_PROXY, e.LEADS_RETRY_MAX_MS, e.LEADS_RETRY_FOR_MS]).toEqual([undefined, undefined, 0, undefined, undefined]);
    expect([e.LEADS_MAX_PER_SECOND, e.LEADS_SWEEP_MS]).toEqual([10, 15_000]);
  });

  it('read service URLs, trusted hops and durations', () => {
    const e = readWith({
      DATABASE_URL: 'postgres://site@db.internal:5432/site',
      REDIS_URL: 'rediss://cache.internal:6380',
      TRUST_PROXY: '2',
      LEADS_RETRY_MAX_MS: '15000',
      LEADS_RETRY_FOR_MS: '10080000',
      LEADS_MAX_PER_SECOND: '2.5',
      LEADS_SWEEP_MS: '250',
    });
    expect(e).toMatchObject({ TRUST_PROXY: 2, LEADS_RETRY_MAX_MS: 15_000, LEADS_RETRY_FOR_MS: 10_080_000, LEADS_MAX_PER_SECOND: 2.5, LEADS_SWEEP_MS: 250 });
  });

  it.each([
    [{ DATABASE_URL: 'mysql://db/site' }],
    [{ DATABASE_URL: 'not a url' }],
    [{ REDIS_URL: 'http://cache:6379' }],
    [{ TRUST_PROXY: '-1' }],
    [{ TRUST_PROXY: 'yes' }],
    [{ LEADS_MAX_PER_SECOND: '0' }],
    [{ LEADS_RETRY_FOR_MS: '10' }],
    [{ LEADS_SWEEP_MS: '5' }],
  ])('refuse %j', (vars) => {
    expect(() => readWith(vars)).toThrow(/Configuración inválida/);
  });
});

describe('retention: LEADS_RETAIN_DAYS and PERSONAL_HASH_SECRET', () => {
  it('default to 30 days and the demo key', () => {
    const e = readWith({});
    expect([e.LEADS_RETAIN_DAYS, e.PERSONAL_HASH_SECRET]).toEqual([30, 'demo-personal-hash-secret']);
  });

  it('read a number of days and a key', () => {
    expect(readWith({ LEADS_RETAIN_DAYS: '7', PERSONAL_HASH_SECRET: 'k'.repeat(32) })).toMatchObject({ LEADS_RETAIN_DAYS: 7, PERSONAL_HASH_SECRET: 'k'.repeat(32) });
  });

  it.each([[{ LEADS_RETAIN_DAYS: '0' }], [{ LEADS_RETAIN_DAYS: '1.5' }], [{ LEADS_RETAIN_DAYS: 'treinta' }], [{ LEADS_RETAIN_DAYS: '4000' }], [{ PERSONAL_HASH_SECRET: 'corta' }]])('refuse %j', (vars) => {
    expect(() => readWith(vars)).toThrow(/Configuración inválida/);
  });
});

describe('CRM_CONSENT_RECEIPT', () => {
  it('is off unless set to 1 (the CRM payload is then exactly rules §3’s)', () => {
    expect([readWith({}).CRM_CONSENT_RECEIPT, readWith({ CRM_CONSENT_RECEIPT: '0' }).CRM_CONSENT_RECEIPT, readWith({ CRM_CONSENT_RECEIPT: '1' }).CRM_CONSENT_RECEIPT]).toEqual([false, false, true]);
    expect(() => readWith({ CRM_CONSENT_RECEIPT: 'si' })).toThrow(/Configuración inválida/);
  });
});

describe('CRM_CLICK_IDS', () => {
  it('is off unless set to 1 (the CRM payload is then exactly rules §3’s)', () => {
    expect([readWith({}).CRM_CLICK_IDS, readWith({ CRM_CLICK_IDS: '0' }).CRM_CLICK_IDS, readWith({ CRM_CLICK_IDS: '1' }).CRM_CLICK_IDS]).toEqual([false, false, true]);
    expect(() => readWith({ CRM_CLICK_IDS: 'si' })).toThrow(/Configuración inválida/);
  });
});

describe('INDEXNOW_KEY and INDEXNOW_ENDPOINT', () => {
  it('send nothing by default, to the public endpoint once a key is set', () => {
    const none = readWith({});
    expect(none.INDEXNOW_KEY).toBeUndefined();
    expect(none.INDEXNOW_ENDPOINT).toBe('https://api.indexnow.org/indexnow');
    expect(readWith({ INDEXNOW_KEY: '' }).INDEXNOW_KEY).toBeUndefined();
    expect(readWith({ INDEXNOW_KEY: 'a1B2-c3D4', INDEXNOW_ENDPOINT: 'http://127.0.0.1:9/indexnow' })).toMatchObject({
      INDEXNOW_KEY: 'a1B2-c3D4',
      INDEXNOW_ENDPOINT: 'http://127.0.0.1:9/indexnow',
    });
  });

  it.each([[{ INDEXNOW_KEY: 'corta' }], [{ INDEXNOW_KEY: 'con espacio 123' }], [{ INDEXNOW_KEY: 'x'.repeat(129) }], [{ INDEXNOW_ENDPOINT: 'ftp://api.example/indexnow' }]])(
    'refuse %j',
    (vars) => {
      expect(() => readWith(vars)).toThrow(/Configuración inválida/);
    },
  );
});

describe('STAFF_OIDC_EMAIL_VERIFIED', () => {
  it('asks each sign-in for email_verified unless the issuer is declared to vouch for its e-mails', () => {
    expect([readWith({}).STAFF_OIDC_EMAIL_VERIFIED, readWith({ STAFF_OIDC_EMAIL_VERIFIED: 'issuer' }).STAFF_OIDC_EMAIL_VERIFIED]).toEqual(['claim', 'issuer']);
    for (const value of ['true', '1', 'ISSUER', '']) expect(() => readWith({ STAFF_OIDC_EMAIL_VERIFIED: value })).toThrow(/Configuración inválida/);
  });
});

describe('OTEL_EXPORTER_OTLP_*', () => {
  it('leave tracing off by default, and take an http(s) endpoint and an HTTP protocol', () => {
    expect(readWith({}).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    const on = readWith({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_SERVICE_NAME: 'admisiones' });
    expect([on.OTEL_EXPORTER_OTLP_ENDPOINT, on.OTEL_EXPORTER_OTLP_PROTOCOL, on.OTEL_SERVICE_NAME]).toEqual(['http://collector:4318', 'http/json', 'admisiones']);
  });

  it('stop the start on a protocol the exporter does not speak, or an endpoint that is no URL', () => {
    expect(() => readWith({ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toThrow(/OTEL_EXPORTER_OTLP_PROTOCOL/);
    expect(() => readWith({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });
});

describe('LOG_LEVEL', () => {
  it('is one of the logger’s levels; anything else stops the server at start, named', () => {
    expect([readWith({}).LOG_LEVEL, readWith({ LOG_LEVEL: '' }).LOG_LEVEL, readWith({ LOG_LEVEL: 'warn' }).LOG_LEVEL]).toEqual([undefined, undefined, 'warn']);
    for (const value of ['loud', 'WARN']) expect(() => readWith({ LOG_LEVEL: value })).toThrow(expect.objectContaining({ problems: [expect.stringMatching(/^LOG_LEVEL: /)] }));
  });
});
