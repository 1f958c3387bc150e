// The tree the bench measures: a hard-linked snapshot, so that a rebuild by someone else during
// the run never deletes .next under a running server.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The build's id in `root`, or null when it is not built. */
export const buildId = (root) => (existsSync(join(root, '.next/BUILD_ID')) ? readFileSync(join(root, '.next/BUILD_ID'), 'utf8').trim() : null);
/** Top-level entries never needed to run the site. */
const NOT_IN_SNAPSHOT = new Set(['.git', 'bench', 'test-results', 'playwright-report', 'blob-report', '.data', 'docs']);

/**
 * Other engineers build in this tree while the bench runs; a rebuild deletes .next under a
 * running server. The site and the content service therefore run from a hard-linked snapshot of
 * the tree (cp -al: instant, no copy; a rebuild replaces files, the snapshot keeps the old ones),
 * outside the repository so that lint and typecheck never see it.
 */
export function takeSnapshot(root) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-snapshot-'));
  for (const entry of readdirSync(root)) {
    if (!NOT_IN_SNAPSHOT.has(entry)) execFileSync('cp', ['-al', join(root, entry), join(dir, entry)]);
  }
  return dir;
}
