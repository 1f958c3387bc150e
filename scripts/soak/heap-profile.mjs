// node scripts/soak/heap-profile.mjs <profile.json> [top]
// Reads V8's sampling heap profile written by `SOAK_HEAP_PROFILE=… npm run soak` (the objects
// still alive when it was taken, with the stack that allocated them) and prints where the live
// memory was allocated: by the allocating function, and by the nearest frame of each package or
// of the site's own code, so that "what an in-flight render holds" reads as a short table.
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('uso: node scripts/soak/heap-profile.mjs <perfil.json> [top]');
  process.exit(2);
}
const TOP = Number(topArg ?? 15);
const { head } = JSON.parse(readFileSync(file, 'utf8'));

/** Where a frame's code lives: a package, the site's build, Node itself or V8. */
function owner(url) {
  if (!url) return '(V8)';
  if (url.startsWith('node:')) return 'node';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1].startsWith('next') && /compiled\/([^/]+)/.test(url) ? `next/compiled/${/compiled\/([^/]+)/.exec(url)[1]}` : pkg[1];
  if (url.includes('/.next/server/')) return 'site (.next/server)';
  if (url.includes('/server/')) return `site adapter (${url.split('/server/').pop()})`;
  return url.split('/').slice(-2).join('/');
}
const frame = ({ functionName, url, lineNumber }) => `${functionName || '(anonymous)'} ${owner(url)}:${lineNumber + 1}`;

const byFunction = new Map();
const byOwner = new Map();
const byFirstSiteFrame = new Map();
let total = 0;
(function walk(node, stack) {
  const here = [...stack, node.callFrame];
  if (node.selfSize) {
    total += node.selfSize;
    const add = (map, key) => map.set(key, (map.get(key) ?? 0) + node.selfSize);
    add(byFunction, frame(node.callFrame));
    add(byOwner, owner(node.callFrame.url));
    // The nearest frame of the site's own code or of next's renderer: who asked for this memory.
    const asker = [...here].reverse().find((f) => /\.next\/server|\/server\/|app-render|react-dom|react-server/.test(f.url));
    add(byFirstSiteFrame, asker ? frame(asker) : '(none)');
  }
  for (const child of node.children) walk(child, here);
})(head, []);

const MB = (n) => (n / 1024 / 1024).toFixed(1);
const table = (title, map) => {
  console.log(`\n${title}`);
  for (const [key, bytes] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${MB(bytes).padStart(7)} MB  ${((100 * bytes) / total).toFixed(0).padStart(3)}%  ${key}`);
};
console.log(`live memory sampled: ${MB(total)} MB`);
table('by the code that owns the allocating function', byOwner);
table('by the allocating function', byFunction);
table("by the nearest frame of the site's code or of the renderer", byFirstSiteFrame);
