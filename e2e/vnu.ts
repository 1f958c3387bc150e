import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const JAVA = process.env.JAVA_PATH ?? '/usr/bin/java';
const VNU_JAR = join(dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

type VnuMessage = { type: string; url: string; message: string; extract?: string; firstLine?: number; firstColumn?: number };

/**
 * Errors that are not our markup's, each matched precisely; ours are fixed in our markup.
 * - next/dynamic renders the stylesheet of a lazily loaded island as
 *   `<link rel="stylesheet" as="style" precedence="dynamic">` (next/dist/shared/lib/lazy-dynamic/
 *   preload-chunks.js): `as` without rel=preload is invalid, and the element is Next's own.
 * - The checker (vnu-jar 26.9) allows `blocking` on a link only with rel=stylesheet; the HTML
 *   standard allows it with rel=expect too (link type "expect"), which the hero uses to hold the
 *   first paint (docs/decisions/0034-first-paint-whole.md).
 */
const NOT_OURS: { why: string; matches: (m: VnuMessage) => boolean }[] = [
  {
    why: 'next/dynamic stylesheet link (preload-chunks.js)',
    matches: (m) => m.message.startsWith('A “link” element with an “as” attribute must have a “rel” attribute') && /rel="stylesheet" as="style" data-precedence="dynamic"/.test(m.extract ?? ''),
  },
  {
    why: 'rel=expect with blocking=render, in the standard and not yet in the checker',
    matches: (m) =>
      m.message.startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”') &&
      /<link rel="expect" href="#[\w-]+-end" blocking="render"\/>/.test(m.extract ?? ''),
  },
];

/** The W3C Nu HTML checker's errors (those not our markup's excepted) over documents, each named by its path. */
export async function vnuErrors(pages: readonly { path: string; html: string }[]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  const files = new Map<string, string>();
  try {
    pages.forEach((p, i) => {
      const file = join(dir, `page-${i}.html`);
      writeFileSync(file, p.html);
      files.set(`file:${file}`, p.path);
    });
    // vnu exits 1 when it reports errors; its JSON report is on stderr either way.
    const stderr = await run(JAVA, ['-Xss4m', '-jar', VNU_JAR, '--errors-only', '--format', 'json', ...[...files.keys()].map((f) => f.slice(5))], { maxBuffer: 64 * 1024 * 1024 })
      .then((r) => r.stderr)
      .catch((error: { stderr?: string }) => error.stderr ?? '');
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    return messages
      .filter((m) => m.type === 'error' && !NOT_OURS.some((known) => known.matches(m)))
      .map((m) => `${files.get(m.url) ?? m.url} ${m.firstLine ?? '?'}:${m.firstColumn ?? '?'} ${m.message} — ${(m.extract ?? '').slice(0, 160)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
