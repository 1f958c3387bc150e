/**
 * @jest-environment node
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logger, releaseOf } from './log.mjs';
import { outsideRequest, runForRequest } from './request-context.mjs';

// Every level written, as in the site (Jest keeps only errors by default); read before the first line.
process.env.LOG_LEVEL = 'info';
process.env.RELEASE = 'r-2026.11';
process.env.INSTANCE_ID = 'site-a';

afterEach(() => {
  jest.restoreAllMocks();
});

/** The one line `write` logs, parsed. */
function lineOf(write: () => void, via: 'log' | 'warn' | 'error' = 'log'): Record<string, unknown> {
  const out = jest.spyOn(console, via).mockImplementation(() => undefined);
  write();
  const calls = out.mock.calls.map(([line]) => String(line));
  out.mockRestore();
  expect(calls).toHaveLength(1);
  return JSON.parse(calls[0] ?? '') as Record<string, unknown>;
}

describe('logger: one JSON line per event', () => {
  it('says when, how bad, which service, release and instance, and the event with its fields', () => {
    const line = lineOf(() => logger.info('lead.accepted', { id: 'l-1', kind: 'lead' }));
    expect(line).toEqual({ level: 'info', time: expect.any(String), service: 'university-site', release: 'r-2026.11', instance: 'site-a', event: 'lead.accepted', id: 'l-1', kind: 'lead' });
    expect(new Date(String(line.time)).toISOString()).toBe(line.time);
    expect(lineOf(() => logger.warn('a.b'), 'warn').level).toBe('warn');
    expect(lineOf(() => logger.error('a.b'), 'error').level).toBe('error');
  });

  it('carries the id of the request being answered, and none outside one', () => {
    expect(lineOf(() => runForRequest({ id: 'req-7' }, () => logger.info('x.y'))).requestId).toBe('req-7');
    expect(lineOf(() => logger.info('x.y'))).not.toHaveProperty('requestId');
  });

  it('carries none for what a request starts to run for everyone (outsideRequest), its own timers keep it', async () => {
    const out = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const later = (event: string) => new Promise<void>((resolve) => setTimeout(() => resolve(logger.info(event)), 5));
    await runForRequest({ id: 'req-8' }, () => Promise.all([later('own.timer'), outsideRequest(() => later('shared.timer'))]));
    const lines = out.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(lines.find((l) => l.event === 'own.timer')?.requestId).toBe('req-8');
    expect(lines.find((l) => l.event === 'shared.timer')).not.toHaveProperty('requestId');
  });

  it('caps values and redacts fields named like personal data or credentials', () => {
    const line = lineOf(() =>
      logger.info('x.y', { path: `/${'a'.repeat(500)}`, list: Array.from({ length: 50 }, () => 'b'.repeat(300)), email: 'ana@example.org', phone: '3001234567', authorization: 'Bearer s3cret' }),
    );
    expect(String(line.path)).toHaveLength(200);
    expect(line.list).toHaveLength(20);
    expect((line.list as string[])[0]).toHaveLength(200);
    expect([line.email, line.phone, line.authorization]).toEqual(['[redacted]', '[redacted]', '[redacted]']);
    expect(JSON.stringify(line)).not.toMatch(/ana@example|3001234567|s3cret/);
  });

  it('redacts such fields inside an object a JavaScript caller passed, and writes no deeper', () => {
    const headers = { 'set-cookie': 'sid=s3cret', 'X-Api-Key': 'k3y', firstName: 'Ana', accept: 'text/html', nested: { email: 'ana@example.org' } };
    const line = lineOf(() => logger.info('x.y', { headers } as never));
    expect(line.headers).toEqual({ 'set-cookie': '[redacted]', 'X-Api-Key': '[redacted]', firstName: '[redacted]', accept: 'text/html', nested: '[object]' });
  });

  it('keeps the event name a caller gave, whatever its fields say', () => {
    expect(lineOf(() => logger.info('x.y', { event: 'forged' })).event).toBe('x.y');
  });
});

describe('releaseOf: which build wrote a line', () => {
  const site = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'release-'));
    mkdirSync(join(dir, '.next'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };

  const env = (vars: Record<string, string>) => ({ NODE_ENV: 'production', ...vars }) as NodeJS.ProcessEnv;

  it('RELEASE first, then Next’s build id, then the package’s version', () => {
    const built = site({ '.next/BUILD_ID': 'b1d\n', 'package.json': '{"version":"1.2.3"}' });
    expect(releaseOf(env({ RELEASE: 'v9' }), built)).toBe('v9');
    expect(releaseOf(env({}), built)).toBe('b1d');
    expect(releaseOf(env({}), site({ 'package.json': '{"version":"1.2.3"}' }))).toBe('1.2.3');
  });
});
