// Test only: started with `NODE_OPTIONS=--import ./test/record-modules.mjs` and `RECORD_MODULES_TO`,
// a process appends to that file the URL of each module it resolves, by `import` or `require`
// alike, once each. e2e/traces.spec.ts reads it to show which modules the site loaded.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const file = process.env.RECORD_MODULES_TO;
if (file) {
  const seen = new Set();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      if (!seen.has(resolved.url)) {
        seen.add(resolved.url);
        appendFileSync(file, `${resolved.url}\n`);
      }
      return resolved;
    },
  });
}
