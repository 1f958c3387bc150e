import 'server-only';
import { z } from 'zod';
import { demoSecretsAllowed } from '@/lib/config/demo-secrets.mjs';
import { DEMO_PERSONAL_HASH_SECRET } from '@/lib/consent/personal-hash';
import { logger } from '@/lib/log';
import { DEMO_CLIENT_TOKEN_SECRET } from '@/lib/forms/form-clock';
import { INDEXNOW_KEY_RE } from '@/lib/seo/indexnow';
import { DEFAULT_IDLE_MINUTES, DEMO_STAFF_SESSION_SECRET } from '@/lib/staff/session';

/**
 * The site's configuration (docs/configuration.md, docs/rules.md §10), validated once. Every variable is optional; the
 * defaults point at the embedded content service on this machine.
 */
const url = z.url({ protocol: /^https?$/ });
/** A comma-separated list of waits in ms, e.g. `1000,4000,15000,60000`. */
const msList = z
  .string()
  .regex(/^\s*\d{1,9}\s*(,\s*\d{1,9}\s*){0,9}$/, { error: 'lista de milisegundos separados por comas' })
  .transform((s) => s.split(',').map((v) => Number(v.trim())))
  .pipe(z.array(z.number().int().nonnegative().max(86_400_000)).min(1).max(10));

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  SITE_URL: url.optional(),
  UNIVERSITY: z.enum(['co', 'pa', 'cr']).default('co'),
  CONTENT_API_URL: url.default('http://127.0.0.1:4000'),
  CONTENT_API_VERSION: z.string().regex(/^\/[\w/-]*$/).default('/api/v1'),
  CORE_API_URL: url.optional(),
  CMS_URL: url.optional(),
  CRM_API_URL: url.optional(),
  CRM_USERNAME: z.string().default('sitio-web'),
  CRM_PASSWORD: z.string().default('demo-password'),
  CRM_AUTHORIZATION: z.string().default('Basic c2l0aW8td2ViOmRlbW8='),
  CLIENT_TOKEN_SECRET: z.string().min(8).default(DEMO_CLIENT_TOKEN_SECRET),
  REVALIDATE_SECRET: z.string().min(16).optional(),
  DATA_DIR: z.string().default('./.data'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(8_000),
  // Lead delivery (lib/leads): waits before attempts 2–5 and the lease of a claimed entry.
  // Unset: the defaults of lib/leads/crm.ts and lib/leads/store.ts. Fault tests shorten them.
  LEADS_BACKOFF_MS: msList.optional(),
  LEADS_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).optional(),
  // Several instances (README "Running several instances"): the shared outbox, cache and limits,
  // the long retry schedule after the fast attempts, and the bound on deliveries per second.
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // Also whether a proxy's X-Request-Id is believed (server/request-log.mjs), which the adapter reads itself.
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LEADS_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).optional(),
  LEADS_RETRY_FOR_MS: z.coerce.number().int().min(1_000).max(90 * 86_400_000).optional(),
  LEADS_MAX_PER_SECOND: z.coerce.number().positive().max(10_000).default(10),
  LEADS_SWEEP_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  // Keep no more than needed (docs/decisions/0012-consent-records.md): a settled lead's personal
  // data (delivered, rejected or parked) leaves the outbox this many days after it arrived; its
  // receipt stays, found by the keyed hash of the e-mail. Changing the key makes earlier receipts
  // unfindable by e-mail.
  LEADS_RETAIN_DAYS: z.coerce.number().int().min(1).max(3_650).default(30),
  // `1`: each CRM payload carries the lead's consent receipt as `consentReceipt` (for a CRM that
  // accepts more than rules §3); otherwise the payload is exactly rules §3's.
  CRM_CONSENT_RECEIPT: z.enum(['0', '1', '']).default('').transform((v) => v === '1'),
  // `1`: each CRM payload carries the visit's click ids as `clickIds` (docs/decisions/0020-click-ids.md);
  // otherwise the payload is exactly rules §3's.
  CRM_CLICK_IDS: z.enum(['0', '1', '']).default('').transform((v) => v === '1'),
  // Meta's Conversions API (docs/decisions/0020-click-ids.md): a `Lead` per lead sent after
  // "Aceptar", only with both the pixel and its token; the URL is the Graph API's, or a stand-in.
  META_PIXEL_ID: z.string().regex(/^\d{5,20}$/).optional(),
  META_CAPI_TOKEN: z.string().min(10).optional(),
  META_CAPI_URL: url.default('https://graph.facebook.com/v21.0'),
  PERSONAL_HASH_SECRET: z.string().min(16).default(DEMO_PERSONAL_HASH_SECRET),
  // Video details and image-and-post embeds (rules §7); an empty key or token turns them into plain links.
  VIDEO_API_URL: url.optional(),
  VIDEO_API_KEY: z.string().default('demo-video-key'),
  EMBED_API_URL: url.optional(),
  EMBED_API_TOKEN: z.string().default('demo-embed-token'),
  // IndexNow (docs/decisions/0011-search-engine-freshness.md): without a key (unset or empty) nothing is sent.
  INDEXNOW_KEY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().regex(INDEXNOW_KEY_RE, { error: 'de 8 a 128 letras, dígitos o guiones' }).optional(),
  ),
  INDEXNOW_ENDPOINT: url.default('https://api.indexnow.org/indexnow'),
  // Staff sign-in (docs/decisions/0013-staff-workbench.md): the university's OpenID Provider, by
  // default the embedded one of the content service, and who may enter (e-mail domains, by default
  // that of the university configuration's `email`, or groups).
  STAFF_OIDC_ISSUER: url.optional(),
  STAFF_OIDC_CLIENT_ID: z.string().min(1).default('sitio-web-staff'),
  STAFF_OIDC_CLIENT_SECRET: z.string().min(8).default('demo-staff-client-secret'),
  // Who vouches for a staff member's e-mail (lib/staff/identity.ts): `claim`, `email_verified: true`
  // on each sign-in; `issuer`, a provider that issues only its organisation's own addresses.
  STAFF_OIDC_EMAIL_VERIFIED: z.enum(['claim', 'issuer']).default('claim'),
  STAFF_ALLOWED_DOMAINS: z.string().default(''),
  STAFF_ALLOWED_GROUPS: z.string().default(''),
  STAFF_SESSION_SECRET: z.string().min(16).default(DEMO_STAFF_SESSION_SECRET),
  STAFF_SESSION_HOURS: z.coerce.number().positive().max(24).default(8),
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().positive().max(24 * 60).default(DEFAULT_IDLE_MINUTES),
  // Traces (docs/operations.md, Traces): registered only with an endpoint; @vercel/otel reads
  // these itself (lib/telemetry/register.ts), checked here so that a typo stops the start.
  OTEL_EXPORTER_OTLP_ENDPOINT: url.optional(),
  OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(['http/protobuf', 'http/json']).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).max(100).optional(),
  // The logger (server/log.mjs) reads its level before this runs and keeps its default for a
  // value that is no level; checked here so that such a value stops the server at start instead.
  LOG_LEVEL: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
});

export type Env = ReturnType<typeof readEnv>;

/** Secrets whose demo defaults must never reach production. */
export const PRODUCTION_SECRETS = [
  'CRM_USERNAME',
  'CRM_PASSWORD',
  'CRM_AUTHORIZATION',
  'CLIENT_TOKEN_SECRET',
  'PERSONAL_HASH_SECRET',
  'STAFF_OIDC_CLIENT_SECRET',
  'STAFF_SESSION_SECRET',
] as const;

/**
 * The secrets missing for a production server: in production (`NODE_ENV=production`, not while
 * `next build` runs, which uses none) every one must be set, unless `ALLOW_DEMO_SECRETS` is `1` or
 * `true` (the embedded demo of `npm start`).
 */
export function missingProductionSecrets(source: NodeJS.ProcessEnv): string[] {
  if (source.NODE_ENV !== 'production' || demoSecretsAllowed(source.ALLOW_DEMO_SECRETS) || source.NEXT_PHASE === 'phase-production-build') return [];
  return PRODUCTION_SECRETS.filter((name) => !source[name]?.trim());
}

/** A configuration the site cannot start with, and what to fix: one `VARIABLE: problem` each. */
class ConfigError extends Error {
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

function readEnv(source: NodeJS.ProcessEnv) {
  const missing = missingProductionSecrets(source);
  if (missing.length > 0) {
    throw new ConfigError(
      `Configuración inválida: faltan ${missing.join(', ')} en producción. Configúralos, o define ALLOW_DEMO_SECRETS=1 para usar los valores de demostración del servicio embebido.`,
      missing.map((name) => `${name}: required in production (or ALLOW_DEMO_SECRETS=1)`),
    );
  }
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(`Configuración inválida: ${z.prettifyError(parsed.error)}`, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const trim = (u: string) => u.replace(/\/+$/, '');
  const content = trim(e.CONTENT_API_URL);
  return {
    ...e,
    SITE_URL: trim(e.SITE_URL ?? `http://localhost:${e.PORT}`),
    CONTENT_API_URL: content,
    CORE_API_URL: trim(e.CORE_API_URL ?? content),
    CMS_URL: trim(e.CMS_URL ?? content),
    CRM_API_URL: trim(e.CRM_API_URL ?? content),
    VIDEO_API_URL: trim(e.VIDEO_API_URL ?? `${content}/video`),
    EMBED_API_URL: trim(e.EMBED_API_URL ?? `${content}/embed`),
    STAFF_OIDC_ISSUER: trim(e.STAFF_OIDC_ISSUER ?? `${content}/oidc`),
  };
}

let cached: Env | undefined;

/** The validated environment, read on first use (not at build time). */
export function env(): Env {
  cached ??= readEnv(process.env);
  return cached;
}

/**
 * At server start (instrumentation.ts): a production server without its secrets, or with a value
 * it cannot read, stops with one log line naming each variable and its problem.
 */
export function requireEnvAtStart() {
  try {
    env();
  } catch (error) {
    logger.error('config.invalid', error instanceof ConfigError ? { problems: error.problems } : { reason: String(error) });
    process.exit(1);
  }
}
