// `npm start` / `npm run dev`: the embedded content service and the site together; Ctrl-C stops both.
// Builds the site first when no production build exists.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { checkRuntime } from './runtime.mjs';

checkRuntime();

const dev = process.argv.includes('--dev');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
env.CONTENT_API_URL ??= `http://127.0.0.1:${env.CONTENT_SERVICE_PORT ?? 4000}`;
// The content service tells the site when its files change (POST /api/revalidate): both halves
// share a secret made for this run unless one is configured.
env.REVALIDATE_SECRET ??= randomBytes(24).toString('hex');
// The embedded demo runs with the demo CRM credentials of the content service: allowed here only.
env.ALLOW_DEMO_SECRETS ??= '1';
env.SITE_REVALIDATE_URL ??= `http://127.0.0.1:${env.PORT ?? 3000}/api/revalidate`;
// The embedded identity provider sends staff back to the site's sign-in callback.
env.STAFF_OIDC_REDIRECT_URIS ??= [env.SITE_URL ?? `http://localhost:${env.PORT ?? 3000}`, `http://127.0.0.1:${env.PORT ?? 3000}`]
  .map((origin) => `${origin.replace(/\/+$/, '')}/api/staff/callback`)
  .join(',');

if (!dev && !existsSync('.next/BUILD_ID')) {
  console.log('No hay compilación: ejecutando next build…');
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [
  spawn(process.execPath, ['content-service/server.mjs'], { stdio: 'inherit', env }),
  spawn(process.execPath, ['scripts/start-site.mjs', ...(dev ? ['--dev'] : [])], { stdio: 'inherit', env }),
];

/** @type {number | undefined} */
let exitCode;
// Once one stops, both stop; this process exits when both have, the site after its graceful
// shutdown (server/shutdown.mjs), with the exit code of the first one to stop.
const stopAll = (code = 0) => {
  if (exitCode !== undefined) return;
  exitCode = code;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
for (const child of children) {
  child.on('exit', (code) => {
    stopAll(code ?? 0);
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
