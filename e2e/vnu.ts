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
 * Errors that Next emits itself, each matched precisely; ours are fixed in our markup.
 * - next/dynamic renders the stylesheet of a lazily loaded island as
 *   `<link rel="stylesheet" as="style" precedence="dynamic">` (next/dist/shared/lib/lazy-dynamic/
 *   preload-chunks.js): `as` without rel=preload is invalid, and the element is Next's own.
 */
const NEXT_OWN: { why: string; matches: (m: VnuMessage) => boolean }[] = [
  {
    why: 'next/dynamic stylesheet link (preload-chunks.js)',
    matches: (m) => m.message.startsWith('A “link” element with an “as” attribute must have a “rel” attribute') && /rel="stylesheet" as="style" data-precedence="dynamic"/.test(m.extract ?? ''),
  },
];

/** The W3C Nu HTML checker's errors (Next's own excepted) over documents, each named by its path. */
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
      .filter((m) => m.type === 'error' && !NEXT_OWN.some((own) => own.matches(m)))
      .map((m) => `${files.get(m.url) ?? m.url} ${m.firstLine ?? '?'}:${m.firstColumn ?? '?'} ${m.message} — ${(m.extract ?? '').slice(0, 160)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
