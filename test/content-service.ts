import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

export type RunningService = {
  url: string;
  /** The process's id, for its memory (scripts/soak/processes.mjs). */
  pid: number;
  dataDir: string;
  /** The process's output lines (JSON logs), kept for diagnostics rather than printed. */
  logs: string[];
  /** SIGTERM, resolved when the process has exited. */
  stop: () => Promise<void>;
  /** SIGKILL (a crash), resolved when the process has exited. */
  kill: () => Promise<void>;
  /** Resolved with the process's exit code (null when a signal ended it) once it has exited. */
  exited: Promise<number | null>;
};

/** Resolved once the process has exited and its output has been read to the end ('close', not 'exit'). */
function closed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => child.once('close', () => resolve()));
}

/**
 * Start a Node script of the project as its own process and wait until `healthPath` answers
 * 2xx; `stop()` ends it with SIGTERM, `kill()` with SIGKILL.
 */
export async function startNodeProcess(options: {
  script: string;
  args?: string[];
  env: Record<string, string>;
  url: string;
  healthPath: string;
  dataDir: string;
  timeoutMs?: number;
}): Promise<RunningService> {
  const child = spawn(process.execPath, [join(__dirname, '..', options.script), ...(options.args ?? [])], {
    env: { ...process.env, ...options.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ended = closed(child);
  const logs: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      logs.push(...lines);
    });
  }
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(sig);
    await ended;
  };
  const exitCode = ended.then(() => child.exitCode);
  const service: RunningService = { url: options.url, pid: child.pid ?? 0, dataDir: options.dataDir, logs, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL'), exited: exitCode };
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.script} exited with ${child.exitCode}:\n${logs.slice(-20).join('\n')}`);
    try {
      if ((await fetch(options.url + options.healthPath)).ok) return service;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await service.kill();
      throw new Error(`${options.script} did not start:\n${logs.slice(-20).join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Start the embedded content service as its own process on a free loopback port, with a data
 * directory of its own, removed once the process has exited by `stop()` or `kill()` (a site
 * started on the same directory is stopped first).
 */
export async function startContentService(options: { university?: string; blockDelayMs?: number; env?: Record<string, string> } = {}): Promise<RunningService> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'content-service-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const service = await startNodeProcess({
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
    return { ...service, stop: () => service.stop().then(remove), kill: () => service.kill().then(remove) };
  } catch (error) {
    remove();
    throw error;
  }
}
