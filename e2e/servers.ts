import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, startContentService, type RunningService } from '../test/content-service';

export { startContentService, type RunningService };

/** Start the built site as its own process on a free loopback port, against a content service. */
export async function startSite(env: Record<string, string>): Promise<RunningService> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(__dirname, '..', 'scripts', 'start-site.mjs')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: url, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`site exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('site did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir: env.DATA_DIR ?? '',
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
