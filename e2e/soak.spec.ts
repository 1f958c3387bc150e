import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';

type Figures = {
  crashed: string | null;
  up: boolean;
  samples: { rssBytes: number; heapUsedBytes: number | null; heapLimitBytes: number | null }[];
  requests: Record<string, { sent: number; byStatus: Record<string, number>; failures: number; unexpected: number }>;
  upstream: { byKind: Record<string, number>; unknownCalls: number; perPathWorst: { calls: number } };
  verdict: { ok: boolean; checks: { name: string; ok: boolean }[] };
};

/**
 * A 20-second `npm run soak` (scripts/soak.mjs): the unique-URL mix against its own site with a
 * 256 MB heap, content service behind a counting proxy. The 10-minute run's figures are in
 * docs/soak.md.
 */
test('20 s of unique URLs: site up, no 5xx, one upstream call per unknown path a minute, memory bounded', async () => {
  test.setTimeout(150_000);
  const dir = mkdtempSync(join(tmpdir(), 'soak-e2e-'));
  const json = join(dir, 'soak.json');
  const child = spawn(process.execPath, ['scripts/soak.mjs'], {
    env: { ...process.env, SOAK_SECONDS: '20', SOAK_CONCURRENCY: '8', SOAK_REPORT: join(dir, 'soak.md'), SOAK_JSON: json },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  console.log(output.trim());
  const f = JSON.parse(readFileSync(json, 'utf8')) as Figures;

  expect(f.crashed).toBeNull();
  expect(f.up).toBe(true);
  const sent = Object.values(f.requests).reduce((n, r) => n + r.sent, 0);
  expect(sent).toBeGreaterThan(50);
  for (const [kind, r] of Object.entries(f.requests)) {
    expect(r.failures, kind).toBe(0);
    expect(Object.keys(r.byStatus).filter((s) => Number(s) >= 500), kind).toEqual([]);
  }
  expect(f.upstream.byKind['page by path']).toBeGreaterThan(0);
  expect(f.upstream.unknownCalls).toBeGreaterThan(0);
  expect(f.upstream.perPathWorst.calls).toBeLessThanOrEqual(1);
  expect(Math.max(...f.samples.map((s) => s.rssBytes))).toBeLessThan(400 * 1024 * 1024);
  for (const s of f.samples) if (s.heapUsedBytes !== null && s.heapLimitBytes !== null) expect(s.heapUsedBytes).toBeLessThan(s.heapLimitBytes);
  expect(f.verdict.checks.filter((c) => !c.ok)).toEqual([]);
  expect(code).toBe(0);
});
