import { spawn, type ChildProcess } from 'node:child_process';
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

/** Start the embedded content service as its own process on a free loopback port. */
export async function startContentService(options: { university?: string; blockDelayMs?: number; env?: Record<string, string> } = {}): Promise<RunningService> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'content-service-'));
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, '..', 'content-service', 'server.mjs')], {
    env: {
      ...process.env,
      ...options.env,
      UNIVERSITY: options.university ?? 'co',
      CONTENT_SERVICE_PORT: String(port),
      CONTENT_BLOCK_DELAY_MS: String(options.blockDelayMs ?? 0),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`content service exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('content service did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
