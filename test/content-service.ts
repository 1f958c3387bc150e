import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type RunningService = { url: string; dataDir: string; stop: () => Promise<void> };

/**
 * Start a Node script of the project as its own process and wait until `healthPath` answers
 * 2xx; `stop()` ends it (SIGTERM) and resolves when it has exited.
 */
export async function startNodeProcess(options: {
  script: string;
  env: Record<string, string>;
  url: string;
  healthPath: string;
  dataDir: string;
  timeoutMs?: number;
}): Promise<RunningService> {
  const child = spawn(process.execPath, [join(__dirname, '..', options.script)], {
    env: { ...process.env, ...options.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(options.url + options.healthPath)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.script} did not start`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: options.url,
    dataDir: options.dataDir,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Start the embedded content service as its own process on a free loopback port. */
export async function startContentService(options: { university?: string; blockDelayMs?: number; env?: Record<string, string> } = {}): Promise<RunningService> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'content-service-'));
  return startNodeProcess({
    script: 'content-service/server.mjs',
    url: `http://127.0.0.1:${port}`,
    healthPath: '/health',
    dataDir,
    env: {
      ...options.env,
      UNIVERSITY: options.university ?? 'co',
      CONTENT_SERVICE_PORT: String(port),
      CONTENT_BLOCK_DELAY_MS: String(options.blockDelayMs ?? 0),
      DATA_DIR: dataDir,
    },
  });
}
